import { dataOf } from "../core/api/remote-data";
import { isControlVisible, type ControlContext } from "../core/camera/control-rules";
import { isViewOnly, playerErrorKey, type Player } from "../core/video";
import type { CameraControlsData } from "./camera-data";
import type { StreamErrorDetail, StreamStatusDetail } from "./camera.spec";
import type { ControlsView } from "./camera-view";

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

/** The controls the user sees (document 3 §6), given the camera's data and who watches. */
export function controlsView(data: CameraControlsData, player: Player, username: string | undefined): ControlsView {
  const context: ControlContext = {
    capabilities: data.capabilities,
    permissions: data.permissions,
    selfService: false,
    canConfigure: player.$state.get().start?.canConfigure ?? false,
    viewOnly: isViewOnly(dataOf(player.$viewers.get()) ?? null, username),
  };
  return {
    panTilt: isControlVisible("panTilt", context),
    home: isControlVisible("home", context),
    zoom: isControlVisible("zoom", context),
    presets: isControlVisible("presets", context) ? data.presets : [],
    viewOnly: context.viewOnly,
  };
}
