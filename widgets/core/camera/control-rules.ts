import type { CameraPermissions, Capabilities, RelayAction } from "../schemas/stream";

/** What decides which camera controls show (document 3 §6). */
export interface ControlContext {
  capabilities: Capabilities;
  permissions: CameraPermissions;
  /** The user's selfService permission. */
  selfService: boolean;
  /** The start answer's `canConfigure`. */
  canConfigure: boolean;
  /** Not the first viewer to join (see `isViewOnly` in core/video). */
  viewOnly: boolean;
}

export const CONTROLS = [
  "presets",
  "panTilt",
  "home",
  "clickToCenter",
  "zoom",
  "speakerTalkdown",
  "quickSounds",
  "lights",
  "heater",
  "snapshot",
  "suspendPatrol",
  "settingsLinks",
  "presetEditing",
  "advancedSettings",
  "liveUnitSettings",
] as const;
export type Control = (typeof CONTROLS)[number];

/** Relays that are lights: names containing 'light' or 'strobe'. */
export function isLightRelay(relay: Pick<RelayAction, "relayName">): boolean {
  const name = relay.relayName.toLowerCase();
  return name.includes("light") || name.includes("strobe");
}

/** Relays that are heaters: names containing 'heater'. */
export function isHeaterRelay(relay: Pick<RelayAction, "relayName">): boolean {
  return relay.relayName.toLowerCase().includes("heater");
}

/** Controls that command the camera: hidden for view-only viewers (§6). Links and settings are not. */
const COMMANDS: ReadonlySet<Control> = new Set([
  "presets",
  "panTilt",
  "home",
  "clickToCenter",
  "zoom",
  "speakerTalkdown",
  "quickSounds",
  "lights",
  "heater",
  "snapshot",
  "suspendPatrol",
  "presetEditing",
]);

/**
 * One row per control of document 3 §6: visible = capability and permission. `home` (the pad's home
 * button) follows the pan/tilt row and the camera's `home` capability (the spec shows the button on
 * the pad without a rule of its own).
 */
export const CONTROL_RULES: Readonly<Record<Control, (c: ControlContext) => boolean>> = {
  presets: (c) => c.permissions.controlPresets && (c.capabilities.presets || c.capabilities.position),
  panTilt: (c) => c.permissions.controlPtzf && c.capabilities.pan,
  home: (c) => c.permissions.controlPtzf && c.capabilities.pan && c.capabilities.home,
  clickToCenter: (c) => c.permissions.controlPtzf && c.capabilities.pan && c.capabilities.clickToCenter,
  zoom: (c) => c.permissions.controlPtzf && c.capabilities.pan && c.capabilities.zoom,
  speakerTalkdown: (c) => c.capabilities.speakerTalkdown && c.permissions.speakerTalkdown,
  quickSounds: (c) => c.capabilities.speakerSounds.length > 0 && c.permissions.quickSounds,
  lights: (c) => c.permissions.controlPtzf && c.capabilities.relayActions.some(isLightRelay),
  heater: (c) => c.capabilities.heater && c.capabilities.relayActions.some(isHeaterRelay),
  snapshot: (c) => c.capabilities.snapshot && c.permissions.controlPtzf,
  suspendPatrol: (c) => c.permissions.suspendPatrol,
  settingsLinks: (c) => c.selfService,
  presetEditing: (c) => c.selfService,
  advancedSettings: (c) => c.selfService,
  liveUnitSettings: (c) => c.selfService && c.canConfigure,
};

/** Whether `control` shows: its §6 row, and no camera command for a view-only viewer. */
export function isControlVisible(control: Control, context: ControlContext): boolean {
  if (context.viewOnly && COMMANDS.has(control)) return false;
  return CONTROL_RULES[control](context);
}

/** Every visible control. */
export function visibleControls(context: ControlContext): Set<Control> {
  return new Set(CONTROLS.filter((control) => isControlVisible(control, context)));
}
