/** Shared fixtures of this folder's unit tests (never imported by library code). */
import type { CameraListItem, StreamMeta } from "../core/schemas/stream";

export { NO_CAPABILITIES, NO_PERMISSIONS, relay } from "../core/camera/camera-fixtures";

const GREEN = {
  statusText: "Online",
  color: "green",
  startColor: null,
  isFlapping: false,
  isGradient: false,
  overlay: null,
};

export function listItem(id: number, liveUnitId: number, rest: Partial<CameraListItem> = {}): CameraListItem {
  return {
    id,
    cameraName: `Camera ${id}`,
    liveUnitId,
    liveUnitName: `Unit ${liveUnitId}`,
    locationId: 1,
    active: true,
    uptimeSummary: GREEN,
    thumbnailPreset: { id: id * 10, name: "Thumb" },
    ...rest,
  };
}

export function meta(rest: Partial<StreamMeta> = {}): StreamMeta {
  return {
    cameraId: 12,
    cameraName: "Gate",
    liveUnitId: 3,
    liveUnitName: "Unit 3",
    locationId: 1,
    locationName: "Depot",
    clientId: 7,
    clientName: "Acme",
    clientLogoUrl: null,
    cameraActive: true,
    cameraPatrolSuspended: false,
    cameraHealth: GREEN,
    otherCameraIds: [],
    timeZone: "America/Chicago",
    thumbnailPreset: null,
    presets: [],
    sipPhoneNumber: null,
    sipPin: null,
    clientPasscode: null,
    ...rest,
  };
}
