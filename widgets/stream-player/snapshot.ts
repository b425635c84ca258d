import type { SnapshotResult } from "../core/schemas/camera-controls";
import { errorText } from "../core/camera/camera-message";
import { snapshotFileName } from "../core/camera/snapshot-name";

/** The snapshot modal (document 3 §4): not asked, loading, success (the image), error. */
export type SnapshotState =
  | { status: "notAsked" }
  | { status: "loading" }
  | { status: "success"; dataUrl: string; fileName: string }
  | { status: "error"; key: string; values: Record<string, string | number> };

/**
 * What the snapshot call's answer shows (its file named at the location's time, `timeZone`): the image, or 'Failed to take snapshot: command proxy
 * error code {code}' when the proxy sent no data (§8).
 */
export function snapshotOutcome(result: SnapshotResult, at: Date, timeZone?: string | null): SnapshotState {
  if (!result.data) return { status: "error", key: "streamPlayer:errors.snapshotCode", values: { code: result.code } };
  return {
    status: "success",
    dataUrl: `data:image/jpeg;base64,${result.data.image}`,
    fileName: snapshotFileName(at, timeZone),
  };
}

/** 'Failed to take snapshot: {error}' when the call itself failed (§8). */
export function snapshotFailure(error: unknown): SnapshotState {
  return { status: "error", key: "streamPlayer:errors.snapshot", values: { error: errorText(error) } };
}
