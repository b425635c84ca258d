/** Camera fixtures shared by unit tests (never imported by library code). */
import type { CameraPermissions, Capabilities, RelayAction } from "../schemas/stream";

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
