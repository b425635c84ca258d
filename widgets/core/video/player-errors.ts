import type { PlayerError } from "./player-types";

/**
 * The i18n key of the text a widget shows for a player error (document 3 §8 for the start call):
 * 403 → 'You do not have permission to stream this camera.', other start failures → 'Failed to get
 * stream metadata'; media failures and unsupported browsers have texts of the `video` namespace.
 * A 401 (`code: "auth"`) is the not-signed-in state, which widgets show instead of a text. A 503
 * naming a live cap has its own text: too many streams open for the user, or the server busy.
 */
export function playerErrorKey(error: PlayerError): string {
  if (error.code === "forbidden") return "core:errors.streamForbidden";
  // The server's live caps (issue 18): a 503 whose body names the reason.
  if (error.reason === "stream_sessions_per_user") return "video:tooManyStreams";
  if (error.reason === "encoder_budget") return "video:serverBusy";
  if (error.code === "unsupported") return "video:unsupported";
  if (error.stage === "start") return "core:errors.streamMetadata";
  return "video:playbackFailed";
}
