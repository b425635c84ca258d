import { playerErrorKey } from "./player-errors";
import type { Player } from "./player-types";
import type { StreamErrorDetail, StreamStatusDetail } from "./stream-events";

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
