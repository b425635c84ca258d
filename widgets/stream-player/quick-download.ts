/** The Quick Download popup (document 3 §2.1, §5): cameras of the live unit with checkboxes. */

/** The current camera is ticked by default. */
export function initialSelection(currentCameraId: number, cameraIds: readonly number[]): number[] {
  return cameraIds.includes(currentCameraId) ? [currentCameraId] : [];
}

export function toggleCamera(selected: readonly number[], cameraId: number): number[] {
  return selected.includes(cameraId) ? selected.filter((id) => id !== cameraId) : [...selected, cameraId];
}

/** Every camera of the unit is ticked. */
export function allSelected(selected: readonly number[], cameraIds: readonly number[]): boolean {
  return cameraIds.length > 0 && cameraIds.every((id) => selected.includes(id));
}

/** 'All Live Unit Cameras' ticks every camera, or clears them all when all are ticked. */
export function toggleAll(selected: readonly number[], cameraIds: readonly number[]): number[] {
  return allSelected(selected, cameraIds) ? [] : [...cameraIds];
}

/** Request Video is disabled with no camera ticked (§5). */
export function canRequest(selected: readonly number[]): boolean {
  return selected.length > 0;
}

/**
 * Sends one quick-video request per ticked camera (title 'Capture Last 5 Minutes') and answers the
 * message key: the success text when every request was accepted, else the failure text.
 */
export async function requestQuickVideos(
  cameraIds: readonly number[],
  send: (cameraId: number) => Promise<unknown>,
): Promise<"streamPlayer:quickDownload.success" | "streamPlayer:quickDownload.failure"> {
  const results = await Promise.allSettled(cameraIds.map((id) => send(id)));
  return results.every((r) => r.status === "fulfilled")
    ? "streamPlayer:quickDownload.success"
    : "streamPlayer:quickDownload.failure";
}
