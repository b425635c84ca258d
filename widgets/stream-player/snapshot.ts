import type { SnapshotResult } from "../core/schemas/camera-controls";
import { errorText } from "../core/camera/camera-message";

/** The snapshot modal (document 3 §4): not asked, loading, success (the image), error. */
export type SnapshotState =
  | { status: "notAsked" }
  | { status: "loading" }
  | { status: "success"; dataUrl: string; fileName: string }
  | { status: "error"; key: string; values: Record<string, string | number> };

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * 'snapshot-{date time}.jpeg' (§9) in the viewer's local time: `snapshot-2026-11-23 08-40-16.jpeg`
 * (dashes in the time, as file systems refuse colons).
 */
export function snapshotFileName(at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `snapshot-${date} ${time}.jpeg`;
}

/**
 * What the snapshot call's answer shows: the image, or 'Failed to take snapshot: command proxy
 * error code {code}' when the proxy sent no data (§8).
 */
export function snapshotOutcome(result: SnapshotResult, at: Date): SnapshotState {
  if (!result.data) return { status: "error", key: "streamPlayer:errors.snapshotCode", values: { code: result.code } };
  return {
    status: "success",
    dataUrl: `data:image/jpeg;base64,${result.data.image}`,
    fileName: snapshotFileName(at),
  };
}

/** 'Failed to take snapshot: {error}' when the call itself failed (§8). */
export function snapshotFailure(error: unknown): SnapshotState {
  return { status: "error", key: "streamPlayer:errors.snapshot", values: { error: errorText(error) } };
}
