/** Shared fixtures of this folder's unit tests (never imported by library code). */
import type { CameraListItem, CameraPermissions, Capabilities, RelayAction, StreamMeta } from "../core/schemas/stream";

export const NO_CAPABILITIES: Capabilities = {
  webrtc: false,
  presets: false,
  position: false,
  pan: false,
  panStop: false,
  zoom: false,
  clickToCenter: false,
  snapshot: false,
  heater: false,
  home: false,
  autofocus: false,
  lightInternal: false,
  lightInfared: false,
  speakerTalkdown: false,
  speakerSounds: [],
  relayActions: [],
};

export const NO_PERMISSIONS: CameraPermissions = {
  controlPresets: false,
  controlPtzf: false,
  speakerTalkdown: false,
  quickSounds: false,
  suspendPatrol: false,
};

export function relay(relayName: string, rest: Partial<RelayAction> = {}): RelayAction {
  return { relayName, uiLabel: relayName, stateDefault: "off", reportStates: true, delay: null, ...rest };
}

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
