import { toApiError } from "../api/api-error";
import { callApi } from "../api/call-api";
import * as shell from "../contract/shell-calls";
import { streamPath } from "./routes";
import { notify } from "../notifications/notifications-store";
import { reportApiError } from "../api/report-api-error";

/** GET /api/vms/live_units/{id}/default_streaming_camera: the camera the Stream button opens. */
export async function fetchDefaultStreamingCamera(liveUnitId: number, signal?: AbortSignal): Promise<number> {
  const { data } = await callApi(shell.defaultStreamingCamera, { params: { liveUnitId }, signal });
  return data;
}

/**
 * Opens a live unit's default camera stream: asks the server for the camera, then asks to go to
 * its stream page through `navigate` (the widget's `vms-navigate` request). Failures become
 * notifications (403: no permission to stream).
 */
export async function openDefaultStream(liveUnitId: number, navigate: (path: string) => unknown): Promise<boolean> {
  try {
    const cameraId = await fetchDefaultStreamingCamera(liveUnitId);
    navigate(streamPath(cameraId));
    return true;
  } catch (error) {
    const apiError = toApiError(error);
    notify("error", apiError.code === "forbidden" ? "core:errors.streamForbidden" : "core:errors.streamMetadata");
    reportApiError(apiError, "the default streaming camera could not be read");
    return false;
  }
}
