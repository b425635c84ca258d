import type { Player, PlayerError } from "./player-types";
import { cameraErrorKey, playerAuthProblem } from "./camera-phase";
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

/** The `reason` of `vms-stream-error`: what an integrator acts on, beyond the code. */
export function streamErrorReason(error: PlayerError): StreamErrorDetail["reason"] {
  if (error.code === "auth") return playerAuthProblem(error);
  if (error.code === "forbidden" && error.reason === "cross_origin_cookie") return "crossOrigin";
  if (error.stage === "start" && error.code === "http" && error.status === 404) return "notFound";
  return null;
}

/** The detail of `vms-stream-error` (the stream's error, else a failed check-in), or null. */
export function streamErrorDetail(
  player: Player,
  t: (key: string) => string,
  signInPage = true,
): StreamErrorDetail | null {
  const cameraId = player.$state.get().cameraId;
  const error = player.$error.get();
  if (error) {
    return {
      cameraId,
      stage: error.stage,
      code: error.code,
      ...(error.status === undefined ? {} : { status: error.status }),
      reason: streamErrorReason(error),
      message: t(cameraErrorKey(error, signInPage)),
      retrying: error.retrying,
    };
  }
  const viewers = player.$viewers.get();
  if (viewers.status !== "error") return null;
  return {
    cameraId,
    stage: "checkIn",
    code: viewers.error.code,
    reason: null,
    message: t("video:checkInFailed"),
    retrying: true,
  };
}
