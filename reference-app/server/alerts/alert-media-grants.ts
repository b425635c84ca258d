import type { Alert, AlertMedia } from "../../../widgets/core/schemas";
import { grantText } from "../cameras";

/** An alert medium's stored URL carrying a grant (the cameras' `alertMedia.granted`). */
export type GrantMediaUrl = (url: string, grant: string) => string;

/**
 * The grant of the alert media URLs sent to a session (media-grants.ts, right `alert`): the media
 * route checks on every request that the session is live and its user may still read the camera's
 * client, so a URL outlives neither the sign-out nor the right.
 */
export const alertMediaGrant = (userId: number, sessionId: string | null): string =>
  grantText({ kind: "session", userId, sid: sessionId ?? "none", right: "alert" });

/** `media` with URLs carrying `grant` (no `grantUrl`: as stored, for benchmarks without media). */
export function grantedMedia(
  media: readonly AlertMedia[],
  grant: string,
  grantUrl: GrantMediaUrl | null,
): AlertMedia[] {
  return media.map((m) => (grantUrl ? { ...m, url: grantUrl(m.url, grant) } : m));
}

/** `alert` with its media's URLs carrying `grant`. */
export function grantedAlert(alert: Alert, grant: string, grantUrl: GrantMediaUrl | null): Alert {
  return alert.media.length === 0 ? alert : { ...alert, media: grantedMedia(alert.media, grant, grantUrl) };
}
