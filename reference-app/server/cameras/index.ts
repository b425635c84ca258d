/**
 * The cameras feature's public module: what other features (history, alerts, mosaics, voice) may
 * use of the cameras and live media. Nothing outside `cameras/` imports its other files.
 */
export type { CameraExtensions, CameraService, ShareGrantLink } from "./camera-service";
export { derivedPresetView, type CameraInfo, type CameraDirectory } from "./camera-directory";
export { callerPermissions, canRequestVideo, canStream } from "./camera-access";
export { grantText, sessionGrant } from "./media-grants";
export type { MediaSigner } from "./media-signing";
export type { AlertMedia, AlertSubject } from "./alerts/alert-media";
export type { ArchiveJobs } from "./archive/archive-jobs";
export { imageSource } from "./history/history-images";
export { imageTimes, intervalMs, type ImageSource } from "./history/image-schedule";
export { sceneSpec } from "./scene/scene-spec";
export { sip } from "./stream-routes";
export { registerCameraRoutes, type CameraRouteOptions } from "./register";
export {
  cabinetImagesEnd,
  cabinetImagesStart,
  IMAGE_RETENTION_DAYS,
  liveUnitWindow,
  retentionDays,
  unitFraction,
  type HistoryWindow,
} from "./history/recording-window";
export { camerasWithUnits } from "./cameras.queries";
