import { callApi } from "../core/api/call-api";
import { camera } from "../core/contract/camera-calls";
import type { CommandResult, PtzCommand } from "../core/schemas/camera-controls";
import type { CameraPermissions, Capabilities, Preset } from "../core/schemas/stream";

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
    callApi(camera.capabilities, { params, signal }),
    callApi(camera.cameraPermissions, { params, signal }),
    callApi(camera.streamMeta, { params, signal }),
  ]);
  return { capabilities: capabilities.data, permissions: permissions.data, presets: meta.data.presets };
}

/** A pan/tilt, zoom or home command (`ptz`). */
export async function sendPtz(cameraId: number, command: PtzCommand): Promise<CommandResult> {
  return (await callApi(camera.ptz, { params: { cameraId }, body: command })).data;
}

/** Moves to a preset (`goToPreset`). */
export async function goToPreset(cameraId: number, presetId: number): Promise<CommandResult> {
  return (await callApi(camera.goToPreset, { params: { cameraId }, body: { presetId } })).data;
}
