import * as z from "zod/mini";

/*
 * The stream events of `<vms-camera>` and `<vms-stream-player>` (one shape for both), declared in
 * both specs. Reading them from a player is `stream-details` (a module of its own: the player's
 * view loads it later than the specs).
 */

/** Detail of `vms-stream-status`: the player's status (document 3 §4) each time it changes. */
export const StreamStatusDetailSchema = z.object({
  cameraId: z.nullable(z.int().check(z.positive())),
  status: z.literal(["initial", "started", "active", "idle"]),
  /** Why it is idle: `paused` (not visible), `reconnecting`, `error`, `stopped`; null otherwise. */
  idleReason: z.nullable(z.literal(["paused", "reconnecting", "error", "stopped"])),
  /** `webrtc` or `hls` while a picture plays, else null. */
  transport: z.nullable(z.literal(["webrtc", "hls"])),
});
export type StreamStatusDetail = z.infer<typeof StreamStatusDetailSchema>;

/** Detail of `vms-stream-error`. */
export const StreamErrorDetailSchema = z.object({
  cameraId: z.nullable(z.int().check(z.positive())),
  /** `start` (the start call), `media` (WebRTC/HLS) or `checkIn` (the viewer check-in). */
  stage: z.literal(["start", "media", "checkIn"]),
  /** `forbidden` (403), `auth` (401), `network`, `timeout`, `http`, `schema`, `media` or `unsupported`. */
  code: z.string(),
  status: z.optional(z.int()),
  /**
   * What to act on, or null: with `auth`, `missing` (no token or session), `invalid` (the server
   * refused the token) or `expired` (after asking `getToken` once more); `crossOrigin` (a change
   * refused because the page sent only the session cookie from another origin: give it a token, e.g.
   * `tokenUrl` on the same site; not a missing right); `notFound` (no such camera; no Retry).
   */
  reason: z.nullable(z.literal(["missing", "invalid", "expired", "crossOrigin", "notFound"])),
  /** The text the tag shows (from its catalogue, in the configured language). */
  message: z.string(),
  /** True while the tag tries again by itself. */
  retrying: z.boolean(),
});
export type StreamErrorDetail = z.infer<typeof StreamErrorDetailSchema>;
