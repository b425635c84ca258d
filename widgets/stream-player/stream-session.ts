import { atom, type ReadableAtom, type WritableAtom } from "nanostores";
import { isApiError } from "../core/api/api-error";
import { callApi } from "../core/api/call-api";
import { dataOf, type RemoteData } from "../core/api/remote-data";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import { stream } from "../core/contract/stream-calls";
import type { FavouritesList } from "../core/schemas/favourites";
import type { CameraListItem, CameraPermissions, Capabilities, StreamMeta } from "../core/schemas/stream";
import { createMenuState, type MenuState } from "./action-menus";
import type { CommandFeedback } from "./click-to-center";
import { errorText, type StreamMessage } from "../core/camera/camera-message";
import { notifyStream } from "./stream-notify";

/**
 * The caller's favourites list (null: none yet), shared by every stream player on the page.
 * Creating or updating the list replaces it here (document 3 §4).
 */
export const $favourites = remoteStore<FavouritesList | null>({
  load: async (_, signal) => {
    try {
      return (await callApi(shell.favouritesOwn, { signal })).data;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  name: "favourites",
});

/** The i18n key of a stream-meta failure (document 3 §8): 403 → no permission, else the generic text. */
export function metaErrorKey(status: number | undefined): string {
  return status === 403 ? "core:errors.streamForbidden" : "core:errors.streamMetadata";
}

/** The data of `remote` when it belongs to `cameraId` (a load for the previous camera keeps its data while the next loads). */
export function forCamera<T>(remote: RemoteData<T>, cameraId: number | null, idOf: (data: T) => number): T | undefined {
  const data = dataOf(remote);
  return data !== undefined && idOf(data) === cameraId ? data : undefined;
}

type Keyed<T> = { cameraId: number; value: T };

/** One stream view's data and state (framework-free; one per mounted `vms-stream-player`). */
export interface StreamSession {
  readonly $cameraId: WritableAtom<number | null>;
  /** Stream meta of the camera (only the latest request's result is kept, §7). */
  readonly $meta: RemoteStore<StreamMeta>;
  readonly $capabilities: RemoteStore<Keyed<Capabilities>>;
  readonly $permissions: RemoteStore<Keyed<CameraPermissions>>;
  /** Every camera at the camera's location ('At this Location'). */
  readonly $locationCameras: RemoteStore<Keyed<CameraListItem[]>>;
  /** Patrol suspended; refetched after suspend or resume (§4). */
  readonly $patrol: RemoteStore<Keyed<boolean>>;
  readonly menus: MenuState;
  /** The 'Stats' overlay is on (Quick Settings; it stays on across cameras). */
  readonly $showStats: WritableAtom<boolean>;
  /** The animation playing in the centre after a command (§2.1); `id` restarts it. */
  readonly $feedback: ReadableAtom<{ kind: CommandFeedback; id: number } | null>;
  showFeedback(kind: CommandFeedback): void;
  /** Shows a message as '{camera name}: {message}' (the name once the meta is known). */
  report(message: StreamMessage): void;
  destroy(): void;
}

const FEEDBACK_MS = 700;

export function createStreamSession(): StreamSession {
  const $cameraId = atom<number | null>(null);
  const keyed = <T>(load: (cameraId: number, signal: AbortSignal) => Promise<T>) => {
    return (cameraId: number, signal: AbortSignal) => load(cameraId, signal).then((value) => ({ cameraId, value }));
  };
  let metaName: string | null = null;
  const report = (message: StreamMessage) => notifyStream(metaName, message);

  const $meta = remoteStore<StreamMeta, number>({
    input: $cameraId,
    load: async (cameraId, signal) => (await callApi(stream.streamMeta, { params: { cameraId }, signal })).data,
    onSuccess: (meta) => (metaName = meta.cameraName),
    name: "stream meta",
    onError: (error) => notifyStream(null, { severity: "error", key: metaErrorKey(error.status) }),
  });
  const $capabilities = remoteStore<Keyed<Capabilities>, number>({
    input: $cameraId,
    load: keyed(
      async (cameraId, signal) => (await callApi(stream.capabilities, { params: { cameraId }, signal })).data,
    ),
    name: "camera capabilities",
  });
  const $permissions = remoteStore<Keyed<CameraPermissions>, number>({
    input: $cameraId,
    load: keyed(
      async (cameraId, signal) => (await callApi(stream.cameraPermissions, { params: { cameraId }, signal })).data,
    ),
    name: "camera permissions",
  });
  const $locationCameras = remoteStore<Keyed<CameraListItem[]>, number>({
    input: $cameraId,
    load: keyed(
      async (cameraId, signal) => (await callApi(stream.locationCameras, { params: { cameraId }, signal })).data,
    ),
    name: "location cameras",
  });
  const $patrol = remoteStore<Keyed<boolean>, number>({
    input: $cameraId,
    load: keyed(async (cameraId, signal) => (await callApi(stream.patrolState, { params: { cameraId }, signal })).data),
    name: "patrol state",
    onError: (error) =>
      report({ severity: "error", key: "streamPlayer:errors.patrolState", values: { message: errorText(error) } }),
  });

  const menus = createMenuState();
  const offCamera = $cameraId.subscribe((cameraId) => {
    menus.cameraChanged(cameraId);
    metaName = null;
  });

  const $feedback = atom<{ kind: CommandFeedback; id: number } | null>(null);
  let feedbackId = 0;
  let feedbackTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    $cameraId,
    $meta,
    $capabilities,
    $permissions,
    $locationCameras,
    $patrol,
    menus,
    $showStats: atom(false),
    $feedback,
    showFeedback(kind) {
      clearTimeout(feedbackTimer);
      $feedback.set({ kind, id: ++feedbackId });
      feedbackTimer = setTimeout(() => $feedback.set(null), FEEDBACK_MS);
    },
    report,
    destroy() {
      offCamera();
      clearTimeout(feedbackTimer);
    },
  };
}

/** The keyed value of `store` for the camera on screen, or undefined while it loads. */
export function keyedFor<T>(remote: RemoteData<Keyed<T>>, cameraId: number | null): T | undefined {
  return forCamera(remote, cameraId, (data) => data.cameraId)?.value;
}

/** Whether the meta answered for this camera with a refusal (403) or another failure. */
export const metaFailure = (remote: RemoteData<StreamMeta>) =>
  remote.status === "error" ? { key: metaErrorKey(remote.error.status), error: remote.error } : null;
