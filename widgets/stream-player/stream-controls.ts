import { isControlVisible, type ControlContext } from "../core/camera/control-rules";

/**
 * What the stream page shows (document 3 §2.1 and §6), as one table over one context. The camera
 * rows of §6 come from the shared table (`core/camera/control-rules`, also used by `<vms-camera>`
 * and the server's refusals); this table adds the page's own items: which action menus exist,
 * full screen, the settings links and the view-only notice.
 */
export interface StreamControlContext extends ControlContext {
  /** The player's status is Active (§2.1: controls appear only then). */
  active: boolean;
  /** The page knows the camera id (§2.1: the speaker menu needs one). */
  hasCameraId: boolean;
  /** The user holds request_video for this camera or its client (Quick Download; the server checks too). */
  canRequestVideo: boolean;
}

export const STREAM_ITEMS = [
  "pad",
  "home",
  "zoom",
  "clickToCenter",
  "fullScreen",
  "speakerMenu",
  "talkdown",
  "quickSounds",
  "quickDownload",
  "suspendPatrol",
  "snapshot",
  "presetsMenu",
  "presetEditing",
  "newPreset",
  "lightsMenu",
  "heater",
  "quickSettingsMenu",
  "advancedSettings",
  "cameraSettings",
  "liveUnitSettings",
  "viewOnlyNotice",
] as const;
export type StreamItem = (typeof STREAM_ITEMS)[number];

const shown = isControlVisible;

/** Speaker (§2.1): offered only when the camera has speaker sounds and a camera id is known, and the user may use it. */
const speakerMenu = (c: StreamControlContext) =>
  c.hasCameraId && c.capabilities.speakerSounds.length > 0 && (shown("quickSounds", c) || shown("speakerTalkdown", c));

/**
 * One rule per item, before the Active gate. Camera commands are hidden from view-only viewers by
 * `isControlVisible`; Quick Download asks the archive for a clip (not a camera command), so a
 * view-only viewer keeps it, and keeps the settings links.
 */
export const STREAM_RULES: Readonly<Record<StreamItem, (c: StreamControlContext) => boolean>> = {
  pad: (c) => shown("panTilt", c),
  home: (c) => shown("home", c),
  zoom: (c) => shown("zoom", c),
  clickToCenter: (c) => shown("clickToCenter", c),
  fullScreen: () => true,
  speakerMenu,
  talkdown: (c) => speakerMenu(c) && shown("speakerTalkdown", c),
  quickSounds: (c) => speakerMenu(c) && shown("quickSounds", c),
  quickDownload: (c) => c.canRequestVideo,
  suspendPatrol: (c) => shown("suspendPatrol", c),
  snapshot: (c) => shown("snapshot", c),
  presetsMenu: (c) => shown("presets", c),
  presetEditing: (c) => shown("presets", c) && shown("presetEditing", c),
  newPreset: (c) => c.hasCameraId && shown("presets", c) && shown("presetEditing", c),
  lightsMenu: (c) => shown("lights", c),
  heater: (c) => shown("heater", c),
  // Quality and Stats (issue 21) are there for every viewer, beside the heater and the settings links.
  quickSettingsMenu: () => true,
  advancedSettings: (c) => shown("advancedSettings", c),
  cameraSettings: (c) => shown("settingsLinks", c),
  liveUnitSettings: (c) => shown("liveUnitSettings", c),
  viewOnlyNotice: (c) => c.viewOnly,
};

/** Whether `item` shows: nothing shows before the stream is Active (§2.1), then its rule. */
export function isStreamItemVisible(item: StreamItem, context: StreamControlContext): boolean {
  return context.active && STREAM_RULES[item](context);
}

/** Every item that shows. */
export function streamControls(context: StreamControlContext): ReadonlySet<StreamItem> {
  return new Set(STREAM_ITEMS.filter((item) => isStreamItemVisible(item, context)));
}
