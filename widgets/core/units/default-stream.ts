import { toApiError } from "../api/api-error";
import { request } from "../api/request";
import { notify } from "../notifications/notifications-store";
import { DefaultStreamingCameraResponseSchema } from "../schemas/units";
import type { UnitKind } from "./selection";

/** Route of a camera's live stream page. */
export function streamPath(cameraId: number): string {
  return `/camera/${cameraId}/stream`;
}

/** Route of a unit's history page. */
export function historyPath(kind: UnitKind, id: number): string {
  return kind === "archive_cabinet" ? `/archive-cabinet/${id}/history` : `/live-unit/${id}/history`;
}

/** GET /api/vms/live_units/{id}/default_streaming_camera: the camera the Stream button opens. */
export async function fetchDefaultStreamingCamera(liveUnitId: number, signal?: AbortSignal): Promise<number> {
  const response = await request(
    `/api/vms/live_units/${liveUnitId}/default_streaming_camera`,
    DefaultStreamingCameraResponseSchema,
    { signal },
  );
  return response.data;
}

/**
 * Opens a live unit's default camera stream: asks the server for the camera, then goes to its
 * stream page through `go`. Failures become notifications (403: no permission to stream).
 */
export async function openDefaultStream(liveUnitId: number, go: (path: string) => void): Promise<boolean> {
  try {
    const cameraId = await fetchDefaultStreamingCamera(liveUnitId);
    go(streamPath(cameraId));
    return true;
  } catch (error) {
    const apiError = toApiError(error);
    notify("error", apiError.code === "forbidden" ? "core:errors.streamForbidden" : "core:errors.streamMetadata");
    console.error("[vms-widgets] default streaming camera", apiError.message);
    return false;
  }
}
