import { toApiError, type ApiError } from "../core/api/api-error";
import { callApi } from "../core/api/call-api";
import { resolveMediaUrl } from "../core/api/media-request";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { track } from "../core/analytics/track";
import { history } from "../core/contract/history-calls";
import { notify } from "../core/notifications/notifications-store";
import {
  recordOf,
  type ArchivedVideo,
  type CameraMetadataItem,
  type HistoryPreset,
  type HistoryRecord,
  type PresetImage,
} from "../core/schemas/history";

/** The unit whose history is shown. */
export type HistoryUnit = { kind: "live_unit" | "archive_cabinet"; id: number };

/** One accordion: a camera (or the cabinet) with its presets, the default (else first) one first to open. */
export interface HistoryEntry {
  kind: "camera" | "archive_cabinet";
  record: HistoryRecord;
  presets: HistoryPreset[];
  archivedVideos: ArchivedVideo[];
}

export interface HistoryData {
  unit: HistoryUnit;
  name: string;
  timezone: string;
  /** Epoch ms, or null when unknown (the 90-day lookback applies). */
  recordingStart: number | null;
  /** A cabinet's archive end (epoch ms; chosen), else null. */
  archiveEnd: number | null;
  canRequestVideo: boolean;
  entries: HistoryEntry[];
}

type Stage = "unit" | "cameras";
const stages = new WeakMap<object, Stage>();

async function stage<T>(which: Stage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const apiError = toApiError(error);
    stages.set(apiError, which);
    throw apiError;
  }
}

export function toEntry(item: CameraMetadataItem): HistoryEntry {
  const { kind, record } = recordOf(item);
  return { kind, record, presets: item.presets, archivedVideos: item.archivedVideos };
}

async function load(unit: HistoryUnit, signal: AbortSignal): Promise<HistoryData> {
  const meta = await stage("unit", async () =>
    unit.kind === "archive_cabinet"
      ? (await callApi(history.archiveCabinetNavMeta, { params: { archiveCabinetId: unit.id }, signal })).data
      : (await callApi(history.liveUnitNavMeta, { params: { liveUnitId: unit.id }, signal })).data,
  );
  const body =
    "cameraIds" in meta
      ? { cameraIds: meta.cameraIds, archiveCabinetIds: [] }
      : { cameraIds: [], archiveCabinetIds: meta.archiveCabinetIds };
  const items =
    body.cameraIds.length + body.archiveCabinetIds.length === 0
      ? []
      : await stage("cameras", async () => (await callApi(history.cameraMetadata, { body, signal })).data);
  return {
    unit,
    name: meta.liveUnitName,
    timezone: meta.timezone,
    recordingStart: meta.recordingStart ? Date.parse(meta.recordingStart) : null,
    archiveEnd: "archiveImagesEnd" in meta && meta.archiveImagesEnd ? Date.parse(meta.archiveImagesEnd) : null,
    canRequestVideo: meta.canRequestVideo,
    entries: items.map(toEntry),
  };
}

/** The catalogue key and values of a failed history load (document 2 §8). */
export function loadFailure(error: ApiError, unit: HistoryUnit): { key: string; message: string } {
  const which = stages.get(error) ?? "unit";
  const key =
    which === "cameras"
      ? "historyTimeline:cameraMetadataFailed"
      : unit.kind === "archive_cabinet"
        ? "historyTimeline:cabinetMetadataFailed"
        : "historyTimeline:liveUnitMetadataFailed";
  return { key, message: error.message };
}

/**
 * The inline text of a failure the page states by itself, without a notification: no history right
 * (403), or a unit this user cannot read (404, with the §8 metadata text). Null for the others
 * (the page-level text inline, the §8 text notified).
 */
export function inlineFailure(error: ApiError): "forbidden" | "notFound" | null {
  if (error.code === "forbidden" || error.status === 403) return "forbidden";
  if (error.status === 404) return "notFound";
  return null;
}

const stores = new Map<string, RemoteStore<HistoryData>>();

/**
 * The history of a unit: nav_meta, then camera_metadata for its cameras (or the cabinet). One
 * store per unit; a failure notifies the catalogue's text with its message; each success sends the
 * `history_page_load` analytics event.
 */
export function historyStore(unit: HistoryUnit): RemoteStore<HistoryData> {
  const key = `${unit.kind}:${unit.id}`;
  let store = stores.get(key);
  if (!store) {
    store = remoteStore<HistoryData>({
      load: (_, signal) => load(unit, signal),
      name: "history",
      onSuccess: (data) => track("history_page_load", { kind: unit.kind, id: unit.id, cameras: data.entries.length }),
      onError: (error) => {
        const failure = loadFailure(error, unit);
        // A refusal (403) or a unit this user cannot read (404) is said once, inline (`inlineFailure`).
        if (inlineFailure(error) === null) notify("error", failure.key, { message: failure.message });
      },
    });
    stores.set(key, store);
  }
  return store;
}

/** One batched call for every preset of the page in one hour bucket (POST /api/archive/presets_images). */
export async function fetchPresetImages(
  bucket: { startISO: string; endISO: string },
  presetIds: readonly number[],
  signal: AbortSignal,
): Promise<readonly PresetImage[]> {
  const answer = await callApi(history.presetsImages, {
    body: { start: bucket.startISO, end: bucket.endISO, presetIds: [...presetIds] },
    signal,
  });
  // URLs in the answer may be relative to the API: absolute, they load from any host page.
  return answer.data.map((image) => ({
    ...image,
    imageUrl: resolveMediaUrl(image.imageUrl),
    thumbUrl: resolveMediaUrl(image.thumbUrl),
  }));
}

/** Requests the retrieval of `[start, stop)` from one camera; answers the retrieval id. */
export async function requestVideo(cameraId: number, title: string, start: number, stop: number): Promise<number> {
  const answer = await callApi(history.requestArchive, {
    params: { cameraId },
    body: { title, start: new Date(start).toISOString(), stop: new Date(stop).toISOString() },
  });
  return answer.data;
}

/** The preset that starts expanded: the default one, else the first. */
export function initiallyExpanded(presets: readonly HistoryPreset[]): number | null {
  return (presets.find((p) => p.default) ?? presets[0])?.id ?? null;
}
