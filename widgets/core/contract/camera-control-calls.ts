import { CommandResponseSchema, GoToPresetSchema, PtzCommandSchema } from "../schemas/camera-controls";
import {
  CameraPermissionsResponseSchema,
  CapabilitiesResponseSchema,
  StreamMetaResponseSchema,
} from "../schemas/stream";
import { cameraParams } from "./camera-calls";
import { byId, call } from "./contract-call";

/**
 * The calls of document 3 behind a camera's controls (stream meta with the presets, capabilities,
 * permissions, presets, pan/tilt/zoom): the stream page's and `<vms-camera controls>`'s, which loads
 * them (and their schemas) only when it shows controls. `stream-calls.ts` lists them too, in its order.
 */
export const CAMERA_CONTROL_CALLS = [
  call({
    id: "streamMeta",
    method: "GET",
    path: "/api/vms/stream_camera/:cameraId/meta",
    params: cameraParams,
    response: StreamMetaResponseSchema,
    doc: 3,
    summary: "Stream page metadata (403: no right to stream)",
  }),
  call({
    id: "capabilities",
    method: "GET",
    path: "/api/vms/cameras/:cameraId/capabilities",
    params: cameraParams,
    response: CapabilitiesResponseSchema,
    doc: 3,
    summary: "What the camera can do",
    chosen: true,
  }),
  call({
    id: "cameraPermissions",
    method: "GET",
    path: "/api/vms/cameras/:cameraId/permissions",
    params: cameraParams,
    response: CameraPermissionsResponseSchema,
    doc: 3,
    summary: "What the user may do with the camera",
    chosen: true,
  }),
  call({
    id: "goToPreset",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/preset",
    params: cameraParams,
    body: GoToPresetSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Move to a preset",
    chosen: true,
  }),
  call({
    id: "ptz",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/ptz",
    params: cameraParams,
    body: PtzCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Pan/tilt, zoom or click-to-center",
    chosen: true,
  }),
] as const;

/** These calls by id, for `callApi`: `cameraControl.<id>` (the same entries as `stream.<id>`). */
export const cameraControl = byId(CAMERA_CONTROL_CALLS);
