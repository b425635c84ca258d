import { callApi } from "../core/api/call-api";
import { dataOf } from "../core/api/remote-data";
import { isControlVisible, type ControlContext } from "../core/camera/control-rules";
import { cameraControl } from "../core/contract/camera-control-calls";
import type { CommandResult, PtzCommand } from "../core/schemas/camera-controls";
import type { CameraPermissions, Capabilities, Preset } from "../core/schemas/stream";
import { isViewOnly, type Player } from "../core/video";
import type { ControlsView } from "./camera-view";

// `<vms-camera>` loads this module by `import()` only when it has `controls` (issue 8: the tag's
// size): the calls, their schemas, the visibility rules and the DOM of the controls.

export { CameraControlsView } from "./camera-controls-view";

/** What the controls of `<vms-camera controls>` need: capabilities, permissions and presets (§3). */
export interface CameraControlsData {
  capabilities: Capabilities;
  permissions: CameraPermissions;
  presets: Preset[];
}

/** Loads the three in parallel; rejects with an `ApiError` (403 on the meta: no right to stream). */
export async function loadControlsData(cameraId: number, signal: AbortSignal): Promise<CameraControlsData> {
  const params = { cameraId };
  const [capabilities, permissions, meta] = await Promise.all([
    callApi(cameraControl.capabilities, { params, signal }),
    callApi(cameraControl.cameraPermissions, { params, signal }),
    callApi(cameraControl.streamMeta, { params, signal }),
  ]);
  return { capabilities: capabilities.data, permissions: permissions.data, presets: meta.data.presets };
}

/** A pan/tilt, zoom or home command (`ptz`). */
export async function sendPtz(cameraId: number, command: PtzCommand): Promise<CommandResult> {
  return (await callApi(cameraControl.ptz, { params: { cameraId }, body: command })).data;
}

/** Moves to a preset (`goToPreset`). */
export async function goToPreset(cameraId: number, presetId: number): Promise<CommandResult> {
  return (await callApi(cameraControl.goToPreset, { params: { cameraId }, body: { presetId } })).data;
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
