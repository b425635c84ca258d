import { atom, map } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import type { InformationalVideo, InformationalVideoPage } from "../core/schemas/session";
import { whenPageSettled } from "../core/page/when-page-settled";

/** The page whose modal is open, or null. */
export const $openInformationalVideo = atom<InformationalVideoPage | null>(null);
/** Videos closed in this session (their view was recorded). */
export const $viewedInformationalVideos = map<Record<number, true>>({});

const stores: Partial<Record<InformationalVideoPage, RemoteStore<InformationalVideo | null>>> = {};

/**
 * The informational video of a page (map, stream, history): the first one the server lists, or
 * null. Loaded while the page's help button listens; when the user has not viewed it yet, the modal
 * opens on its own (see `autoOpenInformationalVideo`).
 */
export function informationalVideoStore(page: InformationalVideoPage): RemoteStore<InformationalVideo | null> {
  return (stores[page] ??= remoteStore<InformationalVideo | null>({
    load: async (_, signal) => (await callApi(shell.informationalVideos, { query: { page }, signal })).data[0] ?? null,
    onSuccess: (video) => autoOpenInformationalVideo(page, video),
    onError: (error) =>
      console.error(`[vms-widgets] informational video of ${page} could not be loaded`, error.message),
  }));
}

/**
 * The first-visit rule: a video the user has not viewed opens on its own, once the page has loaded
 * and gone idle (`whenPageSettled`), so the modal does not compete with the page's first content;
 * not when another modal is open by then or the video was closed (viewed) in the meantime.
 * `settle` is injectable for tests. Returns a function that cancels the pending opening.
 */
export function autoOpenInformationalVideo(
  page: InformationalVideoPage,
  video: InformationalVideo | null,
  settle: (run: () => void) => () => void = whenPageSettled,
): () => void {
  if (!video || video.viewed) return () => {};
  return settle(() => {
    if (video.viewed || $viewedInformationalVideos.get()[video.id]) return;
    if ($openInformationalVideo.get() === null) $openInformationalVideo.set(page);
  });
}

/** The help button: opens the page's video again. */
export function openInformationalVideo(page: InformationalVideoPage): void {
  $openInformationalVideo.set(page);
}

/** Closes the modal and records the view (POST /api/informational_videos/{id}) the first time. */
export async function closeInformationalVideo(video: InformationalVideo | null): Promise<void> {
  $openInformationalVideo.set(null);
  if (!video || video.viewed || $viewedInformationalVideos.get()[video.id]) return;
  $viewedInformationalVideos.setKey(video.id, true);
  try {
    await callApi(shell.informationalVideoView, { params: { videoId: video.id } });
  } catch (error) {
    console.error("[vms-widgets] the informational video view could not be recorded", error);
  }
}
