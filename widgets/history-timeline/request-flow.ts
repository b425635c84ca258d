/**
 * The Confirm Video Request dialog (document 2 §2, §4): which cameras are checked, the 'All Live
 * Unit Cameras' rule, and the per-camera request statuses. Only cameras with canRequestVideo are
 * offered. Pure: the dialog holds a `RequestDialogState` and replaces it with these functions.
 */

import { isApiError } from "../core/api/api-error";

export type RequestStatus = "notAsked" | "loading" | "success" | "error";

/**
 * Why a request failed, when the server said (issue 18's clip quotas, 429): too many unfinished
 * clips, or the hourly budget of clip seconds used; and in how many minutes to try again.
 */
export interface RequestRefusal {
  reason: "clip_jobs_per_user" | "clip_seconds_per_hour";
  minutes: number;
}

/** The quota refusal in a failed request's error, or null (any other failure shows only the spec's text). */
export function requestRefusal(error: unknown): RequestRefusal | null {
  if (!isApiError(error) || error.status !== 429) return null;
  if (error.reason !== "clip_jobs_per_user" && error.reason !== "clip_seconds_per_hour") return null;
  return { reason: error.reason, minutes: Math.max(1, Math.ceil((error.retryAfterS ?? 60) / 60)) };
}

export interface RequestDialogState {
  /** Cameras offered, in page order. */
  cameraIds: readonly number[];
  checked: ReadonlySet<number>;
  /** Set once Request Video is pressed: only Done remains. */
  started: boolean;
  statuses: Readonly<Record<number, RequestStatus>>;
  /** Why a failed request was refused, by camera, when the server said. */
  refusals: Readonly<Record<number, RequestRefusal>>;
}

/** The cameras a request may be made from. */
export function requestableCameras<T extends { id: number; canRequestVideo: boolean }>(records: readonly T[]): T[] {
  return records.filter((r) => r.canRequestVideo);
}

/** A new dialog: every offered camera checked, nothing asked. */
export function openRequestDialog(cameraIds: readonly number[]): RequestDialogState {
  return { cameraIds: [...cameraIds], checked: new Set(cameraIds), started: false, statuses: {}, refusals: {} };
}

/** 'All' is checked exactly when every camera is checked (and there is one). */
export function allChecked(state: RequestDialogState): boolean {
  return state.cameraIds.length > 0 && state.cameraIds.every((id) => state.checked.has(id));
}

/** Checking 'All' checks every camera; unchecking it unchecks every camera. */
export function setAll(state: RequestDialogState, on: boolean): RequestDialogState {
  if (state.started) return state;
  return { ...state, checked: new Set(on ? state.cameraIds : []) };
}

export function setCamera(state: RequestDialogState, cameraId: number, on: boolean): RequestDialogState {
  if (state.started || !state.cameraIds.includes(cameraId)) return state;
  const checked = new Set(state.checked);
  if (on) checked.add(cameraId);
  else checked.delete(cameraId);
  return { ...state, checked };
}

/** Request Video is disabled while nothing is checked. */
export function canRequest(state: RequestDialogState): boolean {
  return !state.started && state.checked.size > 0;
}

/** The checked cameras, in page order. */
export function checkedCameras(state: RequestDialogState): number[] {
  return state.cameraIds.filter((id) => state.checked.has(id));
}

/** Request Video: every checked camera moves to loading. */
export function startRequests(state: RequestDialogState): RequestDialogState {
  if (!canRequest(state)) return state;
  const statuses: Record<number, RequestStatus> = {};
  for (const id of checkedCameras(state)) statuses[id] = "loading";
  return { ...state, started: true, statuses };
}

/** One camera's request finished (a failure may carry the server's reason). */
export function settleRequest(
  state: RequestDialogState,
  cameraId: number,
  ok: boolean,
  refusal: RequestRefusal | null = null,
): RequestDialogState {
  if (state.statuses[cameraId] !== "loading") return state;
  const statuses = { ...state.statuses, [cameraId]: ok ? "success" : "error" } as const;
  return ok || !refusal
    ? { ...state, statuses }
    : { ...state, statuses, refusals: { ...state.refusals, [cameraId]: refusal } };
}

/** Done is enabled when every started request has finished. */
export function doneEnabled(state: RequestDialogState): boolean {
  return (
    state.started &&
    checkedCameras(state).every((id) => {
      const status = state.statuses[id];
      return status === "success" || status === "error";
    })
  );
}

/** The catalogue key of a status label: Loading, Success, Failed. */
export function statusLabelKey(status: RequestStatus): "loading" | "success" | "failed" | null {
  if (status === "loading") return "loading";
  if (status === "success") return "success";
  if (status === "error") return "failed";
  return null;
}

/**
 * Starts one request per checked camera at once and reports each as it settles. Resolves when all
 * have finished; never rejects.
 */
export async function runRequests(
  cameraIds: readonly number[],
  request: (cameraId: number) => Promise<unknown>,
  onSettled: (cameraId: number, ok: boolean, result: unknown) => void,
): Promise<void> {
  await Promise.all(
    cameraIds.map(async (id) => {
      try {
        const result = await request(id);
        onSettled(id, true, result);
      } catch (error) {
        onSettled(id, false, error);
      }
    }),
  );
}
