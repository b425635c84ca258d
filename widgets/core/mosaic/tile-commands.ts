import { toApiError } from "../api/api-error";
import { callApi } from "../api/call-api";
import { stream } from "../contract/stream-calls";

/** A command's outcome: done, or the i18n key and values of the text to show. */
export type CommandOutcome = { ok: true } | { ok: false; key: string; values: Record<string, string | number> };

const failed = (key: string, values: Record<string, string | number>): CommandOutcome => ({ ok: false, key, values });

/** Moves the camera to a preset. */
export async function goToPreset(cameraId: number, presetId: number): Promise<CommandOutcome> {
  try {
    const { data } = await callApi(stream.goToPreset, { params: { cameraId }, body: { presetId } });
    return data.code === 0 ? { ok: true } : failed("mosaicTile:errors.preset", { message: String(data.code) });
  } catch (error) {
    return failed("mosaicTile:errors.preset", { message: toApiError(error).message });
  }
}

/**
 * Takes a snapshot (document 3 §8): the base64 JPEG, or 'Failed to take snapshot: command proxy
 * error code {code}' when the proxy sent no data, 'Failed to take snapshot: {error}' on a failure.
 */
export async function takeSnapshot(
  cameraId: number,
  signal: AbortSignal,
): Promise<{ ok: true; image: string } | Extract<CommandOutcome, { ok: false }>> {
  try {
    const { data } = await callApi(stream.snapshot, { params: { cameraId }, signal });
    if (data.data === null || data.code !== 0)
      return { ok: false, key: "mosaicTile:errors.snapshotCode", values: { code: data.code } };
    return { ok: true, image: data.data.image };
  } catch (error) {
    return { ok: false, key: "mosaicTile:errors.snapshot", values: { error: toApiError(error).message } };
  }
}
