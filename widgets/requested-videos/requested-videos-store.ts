import { atom, computed, type ReadableAtom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { fetchMediaBlob } from "../core/api/media-download";
import { dataOf } from "../core/api/remote-data";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { history } from "../core/contract/history-calls";
import { notify } from "../core/notifications/notifications-store";
import type { RequestedVideo } from "../core/schemas/requested-videos";
import { $featureFlags } from "../core/session/session-store";
import { clipProgressStore, type ClipProgressStore } from "../core/clips/clip-progress";
import { shareLinkMade } from "./share-links-store";
import { downloadName, videoRows, type VideoRow } from "./video-rows";
import { reportApiError } from "../core/api/report-api-error";

/** The feature flag behind the share-link button (document 2 §6); the server refuses without it too. */
export const SHARE_FLAG = "requested_video_share";

const stores = new Map<number, RemoteStore<RequestedVideo[]>>();
const progress = new Map<number, ClipProgressStore>();

/**
 * The clips of a unit being made (queued or rendering), asked with the batched retrieval progress
 * call every 2 s while some are; each time one finishes the list reloads, so a requested clip
 * appears without reloading the page.
 */
export function clipProgressOf(liveUnitId: number): ClipProgressStore {
  let store = progress.get(liveUnitId);
  if (!store) {
    store = clipProgressStore({
      load: async (signal) => (await callApi(history.archiveRetrievals, { query: { liveUnitId }, signal })).data,
      onFinished: () => void requestedVideosStore(liveUnitId).reload(),
    });
    progress.set(liveUnitId, store);
  }
  return store;
}

/**
 * The requested videos of a live unit, loaded while a list listens. A failure notifies
 * 'Failed to retrieve requested videos: {error}' (document 2 §8) and is retried when transient.
 */
export function requestedVideosStore(liveUnitId: number): RemoteStore<RequestedVideo[]> {
  let store = stores.get(liveUnitId);
  if (!store) {
    store = remoteStore<RequestedVideo[]>({
      load: async (_, signal) =>
        (
          await callApi(history.requestedVideos, {
            params: { liveUnitId },
            query: { request_type: "live_unit" },
            signal,
          })
        ).data,
      name: "requested videos",
      widget: "vms-requested-videos",
      onError: (error) => notify("error", "requestedVideos:errors.load", { error: error.message }),
      // A first read seeds the unit's history (clips then being made): ask how they are doing.
      onSuccess: () => progress.get(liveUnitId)?.check(),
    });
    stores.set(liveUnitId, store);
  }
  return store;
}

/** The table rows of a unit's list (a dewarped video as two rows, newest recorded first). */
export function rowsOf(store: RemoteStore<RequestedVideo[]>): ReadableAtom<VideoRow[]> {
  return computed(store, (remote) => videoRows(dataOf(remote) ?? []));
}

/** Whether the user may share (the flag); false until the flags are known. */
export const $canShare = computed($featureFlags, (flags) => dataOf(flags)?.includes(SHARE_FLAG) ?? false);

/** The row whose share link was copied last (its key) and the link, for the copied text. */
export const $copiedLink = atom<{ key: string; link: string; copied: boolean } | null>(null);

/**
 * Asks the server for a share link (valid 30 days) and copies it. When the clipboard refuses
 * (an insecure page, a denied permission) the link is still shown to copy by hand. A failure of the
 * call notifies 'Failed to generate link: video_id {id}'.
 */
export async function shareVideo(liveUnitId: number, row: VideoRow): Promise<void> {
  let link: string;
  try {
    link = (
      await callApi(history.requestedVideoShare, {
        params: { liveUnitId, videoId: row.video.id },
        query: { dewarped: row.type === "dewarped" ? "true" : "false" },
      })
    ).data;
  } catch (error) {
    notify("error", "requestedVideos:errors.share", { id: row.video.id });
    reportApiError(error, "the share link could not be made", { widget: "vms-requested-videos" });
    return;
  }
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch {
    copied = false;
  }
  shareLinkMade(liveUnitId, row.video.id);
  $copiedLink.set({ key: row.key, link, copied });
  if (copied) notify("success", "requestedVideos:copied");
}

/** Downloads a row's file under a sensible name; a failure notifies 'Failed to download video'. */
export async function downloadVideo(row: VideoRow): Promise<void> {
  try {
    const blob = await fetchMediaBlob(row.url);
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = downloadName(row);
    a.rel = "noopener";
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    notify("error", "requestedVideos:errors.download");
    reportApiError(error, "the video could not be downloaded", { widget: "vms-requested-videos" });
  }
}
