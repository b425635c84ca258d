import { atom, type WritableAtom } from "nanostores";
import { toApiError, type ApiError } from "../core/api/api-error";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { history } from "../core/contract/history-calls";
import type { ShareLinkInfo } from "../core/schemas/requested-videos";
import type { VideoRow } from "./video-rows";

const stores = new Map<string, RemoteStore<ShareLinkInfo[]>>();
const key = (liveUnitId: number, videoId: number) => `${liveUnitId}:${videoId}`;

/** The share links of a requested video (both versions), newest first, loaded while a view listens. */
export function shareLinksStore(liveUnitId: number, videoId: number): RemoteStore<ShareLinkInfo[]> {
  let store = stores.get(key(liveUnitId, videoId));
  if (!store) {
    store = remoteStore<ShareLinkInfo[]>({
      name: "share links",
      load: async (_, signal) =>
        (await callApi(history.requestedVideoShares, { params: { liveUnitId, videoId }, signal })).data,
    });
    stores.set(key(liveUnitId, videoId), store);
  }
  return store;
}

/** The links of one row's version (the normal video, or its dewarped version). */
export const linksOfRow = (links: readonly ShareLinkInfo[], row: VideoRow): ShareLinkInfo[] =>
  links.filter((l) => l.dewarped === (row.type === "dewarped"));

/** A link was made from a row: a list already loaded shows it too. */
export function shareLinkMade(liveUnitId: number, videoId: number): void {
  const store = stores.get(key(liveUnitId, videoId));
  if (store && store.get().status !== "notAsked") void store.reload();
}

/** Revocations under way or failed, by link id. */
export const $revoking: WritableAtom<Record<number, { busy: boolean; error: ApiError | null }>> = atom({});

/**
 * Revokes a link; the list then shows it revoked (the server's answer). A failure stays on the
 * link (its error text) until the next attempt.
 */
export async function revokeShareLink(liveUnitId: number, videoId: number, shareId: number): Promise<boolean> {
  const set = (state: { busy: boolean; error: ApiError | null }) =>
    $revoking.set({ ...$revoking.get(), [shareId]: state });
  set({ busy: true, error: null });
  try {
    const revoked = (await callApi(history.requestedVideoShareRevoke, { params: { liveUnitId, videoId, shareId } }))
      .data;
    shareLinksStore(liveUnitId, videoId).update((links) => links.map((l) => (l.id === revoked.id ? revoked : l)));
    const { [shareId]: _done, ...rest } = $revoking.get();
    $revoking.set(rest);
    return true;
  } catch (error) {
    set({ busy: false, error: toApiError(error) });
    return false;
  }
}

/** Forgets a failed revocation's error (the confirmation was cancelled). */
export function clearRevokeError(shareId: number): void {
  const { [shareId]: _gone, ...rest } = $revoking.get();
  $revoking.set(rest);
}
