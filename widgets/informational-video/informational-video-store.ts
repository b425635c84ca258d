import { atom, map } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import type { InformationalVideo, InformationalVideoPage } from "../core/schemas/session";
import { reportApiError } from "../core/api/report-api-error";

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
    name: `the informational video of ${page}`,
  }));
}

/**
 * The first-visit rule: a video the user has not viewed opens on its own as soon as it is known,
 * unless another modal is open by then or the video was closed (viewed) in this session. It opens
 * at once rather than after the page's own work: a modal that comes late interrupts a page the user
 * has started to use, and (measured with Lighthouse) makes the page's largest paint wait for all of
 * that work.
 */
export function autoOpenInformationalVideo(page: InformationalVideoPage, video: InformationalVideo | null): void {
  if (!video || video.viewed || $viewedInformationalVideos.get()[video.id]) return;
  if ($openInformationalVideo.get() === null) $openInformationalVideo.set(page);
}

/**
 * Starts loading the informational video of `page` now, before the widget renders: a host calls it
 * beside its session calls (the portal does, for the first route) so the first-visit modal does not
 * wait for the host's first render to ask for it (Lighthouse mobile: on a first visit the modal's
 * text is the largest paint). Answers the function that lets the store go (the portal keeps it loaded,
 * as the widget does while shown).
 */
export function preloadInformationalVideo(page: InformationalVideoPage): () => void {
  return informationalVideoStore(page).listen(() => {});
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
    reportApiError(error, "the informational video view could not be recorded");
  }
}
