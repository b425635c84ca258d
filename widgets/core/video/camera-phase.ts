import { playerErrorKey } from "./player-errors";
import type { PlayerState } from "./player-machine";
import type { PlayerError } from "./player-types";

/** What `<vms-camera>` shows over (or instead of) the picture. */
export type CameraPhase = "empty" | "connecting" | "playing" | "reconnecting" | "paused" | "error" | "signedOut";

export interface CameraPhaseView {
  phase: CameraPhase;
  /** The i18n key of the message to show, or null (playing). */
  messageKey: string | null;
  /** A Retry button shows (errors the player will not retry by itself). */
  retry: boolean;
}

/** The phase of the tag from the player's state and error. */
export function cameraPhase(state: PlayerState, error: PlayerError | null): CameraPhaseView {
  if (state.cameraId === null) return { phase: "empty", messageKey: "camera:noCamera", retry: false };
  if (state.status === "active") return { phase: "playing", messageKey: null, retry: false };
  if (state.status === "idle") {
    if (state.idleReason === "error" && error?.code === "auth")
      return { phase: "signedOut", messageKey: "camera:signedOut", retry: true };
    if (state.idleReason === "error")
      return { phase: "error", messageKey: error ? playerErrorKey(error) : "video:playbackFailed", retry: true };
    if (state.idleReason === "reconnecting")
      return { phase: "reconnecting", messageKey: "video:reconnecting", retry: false };
    return { phase: "paused", messageKey: "video:paused", retry: state.idleReason === "stopped" };
  }
  return { phase: "connecting", messageKey: "video:connecting", retry: false };
}
