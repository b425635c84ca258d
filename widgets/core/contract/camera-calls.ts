import * as z from "zod/mini";
import {
  StreamCheckInRequestSchema,
  StreamCheckInResponseSchema,
  StreamCheckOutResponseSchema,
  StreamStartQuerySchema,
  StreamStartResponseSchema,
} from "../schemas/stream";
import { byId, call, PathIdSchema } from "./contract-call";

/** Path parameters of the calls about one camera. */
export const cameraParams = z.object({ cameraId: PathIdSchema });

/**
 * The calls of document 3 that every player makes, the partner tag `<vms-camera>` included: start,
 * check-in, check-out. The calls of its controls are in `camera-control-calls.ts`, loaded only with
 * `controls`. Apart from the rest of document 3 (`stream-calls.ts`, which lists them too, in its
 * order) so that the tag's bundle carries only these calls' schemas, all in zod/mini.
 */
export const CAMERA_STREAM_CALLS = [
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
] as const;

/** These calls by id, for `callApi`: `cameraStream.<id>` (the same entries as `stream.<id>`). */
export const cameraStream = byId(CAMERA_STREAM_CALLS);
