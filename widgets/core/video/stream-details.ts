import * as z from "zod/mini";
import { playerErrorKey } from "./player-errors";
import type { Player } from "./player-types";

/*
 * The stream events of `<vms-camera>` and `<vms-stream-player>` (one shape for both): their details
 * and how they are read from a player.
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
  /** The text the tag shows (from its catalogue, in the configured language). */
  message: z.string(),
  /** True while the tag tries again by itself. */
  retrying: z.boolean(),
});
export type StreamErrorDetail = z.infer<typeof StreamErrorDetailSchema>;

/** The detail of `vms-stream-status` for the player's current state. */
export function streamStatusDetail(player: Player): StreamStatusDetail {
  const state = player.$state.get();
  return {
    cameraId: state.cameraId,
    status: state.status,
    idleReason: state.idleReason,
    transport: player.$transport.get(),
  };
}

/** The detail of `vms-stream-error` (the stream's error, else a failed check-in), or null. */
export function streamErrorDetail(player: Player, t: (key: string) => string): StreamErrorDetail | null {
  const cameraId = player.$state.get().cameraId;
  const error = player.$error.get();
  if (error) {
    return {
      cameraId,
      stage: error.stage,
      code: error.code,
      ...(error.status === undefined ? {} : { status: error.status }),
      message: t(error.code === "auth" ? "camera:signedOut" : playerErrorKey(error)),
      retrying: error.retrying,
    };
  }
  const viewers = player.$viewers.get();
  if (viewers.status !== "error") return null;
  return { cameraId, stage: "checkIn", code: viewers.error.code, message: t("video:checkInFailed"), retrying: true };
}
