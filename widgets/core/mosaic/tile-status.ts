import { playerErrorKey, type PlayerError, type PlayerState } from "../video";

/** What a tile shows over its picture: nothing while Active (document 3 §4: idle and active only). */
export interface TileStatus {
  kind: "playing" | "connecting" | "idle";
  /** The i18n key of the idle text. */
  messageKey: string | null;
  retry: boolean;
}

export function tileStatus(state: PlayerState, error: PlayerError | null): TileStatus {
  if (state.status === "active") return { kind: "playing", messageKey: null, retry: false };
  if (state.status !== "idle") return { kind: "connecting", messageKey: null, retry: false };
  switch (state.idleReason) {
    case "error":
      return {
        kind: "idle",
        messageKey:
          error?.code === "auth" ? "core:status.signedOut" : error ? playerErrorKey(error) : "video:playbackFailed",
        retry: true,
      };
    case "reconnecting":
      return { kind: "idle", messageKey: "video:reconnecting", retry: false };
    case "stopped":
      return { kind: "idle", messageKey: "video:paused", retry: true };
    default:
      return { kind: "idle", messageKey: "video:paused", retry: false };
  }
}
