import type { PtzCommand } from "../core/schemas/camera-controls";
import type { Preset } from "../core/schemas/stream";
import { sendGoToPreset, sendPtz } from "./camera-commands";
import { commandFeedback } from "./click-to-center";
import { errorText } from "../core/camera/camera-message";
import type { StreamSession } from "./stream-session";

/** The pad, zoom, home and preset commands of the camera on screen. */
export interface StreamCommands {
  ptz(command: PtzCommand): void;
  goToPreset(preset: Preset): void;
}

/**
 * Sends a command and plays its animation at once (§2.1: no waiting on the network to give
 * feedback); a refusal or failure shows as '{camera name}: The camera did not take the command: …'.
 */
export function streamCommands(session: StreamSession): StreamCommands {
  const fail = (error: unknown) =>
    session.report({ severity: "error", key: "streamPlayer:errors.command", values: { message: errorText(error) } });
  return {
    ptz(command) {
      const cameraId = session.$cameraId.get();
      if (cameraId === null) return;
      const feedback = commandFeedback(command);
      if (feedback) session.showFeedback(feedback);
      sendPtz(cameraId, command).catch(fail);
    },
    goToPreset(preset) {
      const cameraId = session.$cameraId.get();
      if (cameraId === null) return;
      sendGoToPreset(cameraId, preset.id).catch(fail);
    },
  };
}
