import type { PlayerError } from "./player-types";

/**
 * The i18n key of the text a widget shows for a player error (document 3 §8 for the start call):
 * 403 → 'You do not have permission to stream this camera.', other start failures → 'Failed to get
 * stream metadata'; media failures and unsupported browsers have texts of the `video` namespace.
 * A 401 (`code: "auth"`) is the not-signed-in state, which widgets show instead of a text.
 */
export function playerErrorKey(error: PlayerError): string {
  if (error.code === "forbidden") return "core:errors.streamForbidden";
  if (error.code === "unsupported") return "video:unsupported";
  if (error.stage === "start") return "core:errors.streamMetadata";
  return "video:playbackFailed";
}
