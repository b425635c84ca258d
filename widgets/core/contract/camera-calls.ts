import * as z from "zod/mini";
import { CommandResponseSchema, GoToPresetSchema, PtzCommandSchema } from "../schemas/camera-controls";
import {
  CameraPermissionsResponseSchema,
  CapabilitiesResponseSchema,
  StreamCheckInRequestSchema,
  StreamCheckInResponseSchema,
  StreamCheckOutResponseSchema,
  StreamMetaResponseSchema,
  StreamStartQuerySchema,
  StreamStartResponseSchema,
} from "../schemas/stream";
import { byId, call, PathIdSchema } from "./contract-call";

/** Path parameters of the calls about one camera. */
export const cameraParams = z.object({ cameraId: PathIdSchema });

/**
 * The calls of document 3 that a player and the partner tag `<vms-camera>` make (stream meta,
 * capabilities, permissions, start, check-in/out, presets, pan/tilt/zoom). Apart from the rest of
 * document 3 (`stream-calls.ts`, which lists them too, in its order) so that the tag's bundle
 * carries only these calls' schemas, all in zod/mini.
 */
export const CAMERA_CALLS = [
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
    id: "streamStart",
    method: "POST",
    path: "/api/vms/stream/:cameraId/start",
    params: cameraParams,
    query: StreamStartQuerySchema,
    response: StreamStartResponseSchema,
    doc: 3,
    summary: "Start a live stream",
    chosen: true,
  }),
  call({
    id: "streamCheckIn",
    method: "POST",
    path: "/api/vms/stream/:cameraId/check_in",
    params: cameraParams,
    body: StreamCheckInRequestSchema,
    response: StreamCheckInResponseSchema,
    doc: 3,
    summary: "Check in as a viewer; answers the viewers",
    chosen: true,
  }),
  call({
    id: "streamCheckOut",
    method: "POST",
    path: "/api/vms/stream/:cameraId/check_out",
    params: cameraParams,
    response: StreamCheckOutResponseSchema,
    doc: 3,
    summary: "Check out as a viewer",
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

/** These calls by id, for `callApi`: `camera.<id>` (the same entries as `stream.<id>`). */
export const camera = byId(CAMERA_CALLS);
