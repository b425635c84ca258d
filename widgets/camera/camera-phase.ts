import type { PlayerError, PlayerState } from "../core/video";

/** What `<vms-camera>` shows over (or instead of) the picture. */
export type CameraPhase = "empty" | "connecting" | "playing" | "reconnecting" | "paused" | "error" | "signedOut";

export interface CameraPhaseView {
  phase: CameraPhase;
  /** The i18n key of the message to show, or null (playing). */
  messageKey: string | null;
  /** A Retry button shows (errors the player will not retry by itself). */
  retry: boolean;
}

/** The i18n key of an error's text (document 3 §8 for the start call). */
export function errorMessageKey(error: PlayerError): string {
  if (error.code === "forbidden") return "core:errors.streamForbidden";
  if (error.code === "unsupported") return "camera:unsupported";
  if (error.stage === "start") return "core:errors.streamMetadata";
  return "camera:playbackFailed";
}

/** The phase of the tag from the player's state and error. */
export function cameraPhase(state: PlayerState, error: PlayerError | null): CameraPhaseView {
  if (state.cameraId === null) return { phase: "empty", messageKey: "camera:noCamera", retry: false };
  if (state.status === "active") return { phase: "playing", messageKey: null, retry: false };
  if (state.status === "idle") {
    if (state.idleReason === "error" && error?.code === "auth")
      return { phase: "signedOut", messageKey: "camera:signedOut", retry: true };
    if (state.idleReason === "error")
      return { phase: "error", messageKey: error ? errorMessageKey(error) : "camera:playbackFailed", retry: true };
    if (state.idleReason === "reconnecting")
      return { phase: "reconnecting", messageKey: "camera:reconnecting", retry: false };
    return { phase: "paused", messageKey: "camera:paused", retry: state.idleReason === "stopped" };
  }
  return { phase: "connecting", messageKey: "camera:connecting", retry: false };
}
