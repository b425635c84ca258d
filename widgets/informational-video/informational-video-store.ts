import { atom, map } from "nanostores";
import { request } from "../core/api/request";
import { createLoader, remoteAtom, type RemoteData, type RemoteStore } from "../core/api/remote-data";
import {
  InformationalVideoViewResponseSchema,
  InformationalVideosResponseSchema,
  type InformationalVideo,
  type InformationalVideoPage,
} from "../core/schemas/session";

/** The informational video of each page (map, stream, history): the first one the server lists. */
const stores: Partial<Record<InformationalVideoPage, RemoteStore<InformationalVideo | null>>> = {};
const loaders: Partial<Record<InformationalVideoPage, () => Promise<RemoteData<InformationalVideo | null>>>> = {};

/** The page whose modal is open, or null. */
export const $openInformationalVideo = atom<InformationalVideoPage | null>(null);
/** Videos closed in this session (their view was recorded). */
export const $viewedInformationalVideos = map<Record<number, true>>({});

export function informationalVideoStore(page: InformationalVideoPage): RemoteStore<InformationalVideo | null> {
  return (stores[page] ??= remoteAtom<InformationalVideo | null>());
}

/** GET /api/informational_videos?page={page} */
export async function fetchInformationalVideo(
  page: InformationalVideoPage,
  signal?: AbortSignal,
): Promise<InformationalVideo | null> {
  const response = await request("/api/informational_videos", InformationalVideosResponseSchema, {
    query: { page },
    signal,
  });
  return response.data[0] ?? null;
}

/** Loads the page's video; opens the modal on its own when the user has not viewed it yet. */
export async function loadInformationalVideo(page: InformationalVideoPage): Promise<void> {
  const load = (loaders[page] ??= createLoader(informationalVideoStore(page), (signal) =>
    fetchInformationalVideo(page, signal),
  ));
  const result = await load();
  if (result.status === "error")
    console.error(`[vms-widgets] informational video of ${page} could not be loaded`, result.error.message);
  if (result.status === "success" && result.data && !result.data.viewed && $openInformationalVideo.get() === null) {
    $openInformationalVideo.set(page);
  }
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
    await request(`/api/informational_videos/${video.id}`, InformationalVideoViewResponseSchema, { method: "POST" });
  } catch (error) {
    console.error("[vms-widgets] the informational video view could not be recorded", error);
  }
}
