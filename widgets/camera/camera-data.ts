import type * as z from "zod";
import { request } from "../core/api/request";
import { contractCall, fillPath } from "../core/contract";
import type { CommandResult, PtzCommand } from "../core/schemas/camera-controls";
import type { CameraPermissions, Capabilities, Preset } from "../core/schemas/stream";

/** What the controls of `<vms-camera controls>` need: capabilities, permissions and presets (§3). */
export interface CameraControlsData {
  capabilities: Capabilities;
  permissions: CameraPermissions;
  presets: Preset[];
}

/** GET a camera's call of the contract, parsed by its schema. */
async function get<S extends z.ZodType>(call: { path: string; response: S }, cameraId: number, signal: AbortSignal) {
  return request(fillPath(call.path, { cameraId }), call.response, { signal });
}

/** Loads the three in parallel; rejects with an `ApiError` (403 on the meta: no right to stream). */
export async function loadControlsData(cameraId: number, signal: AbortSignal): Promise<CameraControlsData> {
  const [capabilities, permissions, meta] = await Promise.all([
    get(contractCall("capabilities"), cameraId, signal),
    get(contractCall("cameraPermissions"), cameraId, signal),
    get(contractCall("streamMeta"), cameraId, signal),
  ]);
  return { capabilities: capabilities.data, permissions: permissions.data, presets: meta.data.presets };
}

/** A pan/tilt, zoom or home command (`ptz`). */
export async function sendPtz(cameraId: number, command: PtzCommand): Promise<CommandResult> {
  const call = contractCall("ptz");
  const body = call.body.parse(command);
  return (await request(fillPath(call.path, { cameraId }), call.response, { method: call.method, body })).data;
}

/** Moves to a preset (`goToPreset`). */
export async function goToPreset(cameraId: number, presetId: number): Promise<CommandResult> {
  const call = contractCall("goToPreset");
  const body = call.body.parse({ presetId });
  return (await request(fillPath(call.path, { cameraId }), call.response, { method: call.method, body })).data;
}
