import "./informational-video.catalogue";

export { InformationalVideo, type InformationalVideoProps } from "./informational-video";
export { informationalVideoSpec } from "./informational-video.spec";
export {
  openInformationalVideo,
  closeInformationalVideo,
  preloadInformationalVideo,
  $openInformationalVideo,
} from "./informational-video-store";
