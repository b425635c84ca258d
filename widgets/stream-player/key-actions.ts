import type { Preset } from "../core/schemas/stream";
import type { KeyAction } from "./keyboard";
import { neighbourCamera, type LocationGroup } from "./location-cameras";
import type { StreamCommands } from "./stream-commands";
import type { StreamItem } from "./stream-controls";
import type { StreamSession } from "./stream-session";

/** What a keyboard shortcut acts on: the page's shown controls, its commands, and its callbacks. */
export interface KeyActionContext {
  visible: ReadonlySet<StreamItem>;
  presets: readonly Preset[] | undefined;
  commands: StreamCommands;
  session: StreamSession;
  groups: readonly LocationGroup[] | null | undefined;
  cameraId: number | null;
  navigate(path: string): void;
  toggleFullScreen(): void;
  openHelp(): void;
}

/**
 * Runs a shortcut's action (document 3 §2.1) when its control is shown: PTZ pad, zoom, home, the
 * n-th preset, the previous or next camera at the location, full screen, close the open menu, the
 * keys' help. Answers whether it acted (else the key goes on to the page).
 */
export function runKeyAction(action: KeyAction, c: KeyActionContext): boolean {
  const { visible, commands } = c;
  switch (action.kind) {
    case "pan":
      if (!visible.has("pad")) return false;
      commands.ptz({ controlMode: "panTilt", controlValue: action.direction });
      return true;
    case "zoom":
      if (!visible.has("zoom")) return false;
      commands.ptz({ controlMode: "zoom", controlValue: action.direction });
      return true;
    case "home":
      if (!visible.has("home")) return false;
      commands.ptz({ controlMode: "panTilt", controlValue: "home" });
      return true;
    case "preset": {
      const preset = visible.has("presetsMenu") ? c.presets?.[action.index] : undefined;
      if (preset) commands.goToPreset(preset);
      return preset !== undefined;
    }
    case "camera": {
      const next = c.groups && c.cameraId !== null ? neighbourCamera(c.groups, c.cameraId, action.step) : null;
      if (next !== null) c.navigate(`/camera/${next}/stream`);
      return next !== null;
    }
    case "fullScreen":
      c.toggleFullScreen();
      return true;
    case "closeMenu":
      if (c.session.menus.$open.get() === null) return false;
      c.session.menus.close();
      return true;
    case "help":
      c.openHelp();
      return true;
  }
}
