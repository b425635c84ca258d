import { atom } from "nanostores";
import { toApiError } from "../core/api/api-error";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { history } from "../core/contract/history-calls";
import * as shell from "../core/contract/shell-calls";
import { stream } from "../core/contract/stream-calls";
import { notify } from "../core/notifications/notifications-store";
import type { FavouritesList } from "../core/schemas/favourites";
import type { StreamMeta } from "../core/schemas/stream";
import { $userInfo } from "../core/session/session-store";
import { dataOf } from "../core/api/remote-data";
import { favouriteChange } from "../core/units/favourite-star";
import type { HeaderInfo } from "./header-rules";
import { reportApiError } from "../core/api/report-api-error";

/** Which unit a header shows. */
export type HeaderUnit = { kind: "live_unit" | "archive_cabinet"; id: number };

const infoStores = new Map<string, RemoteStore<HeaderInfo>>();
const cameraStores = new Map<number, RemoteStore<StreamMeta>>();

/**
 * The title's data (live unit info or archive cabinet info, document 2 §7), one store per unit,
 * shared by every header of that unit. A failure notifies the catalogue's text for its kind.
 */
export function headerInfoStore(unit: HeaderUnit): RemoteStore<HeaderInfo> {
  const key = `${unit.kind}:${unit.id}`;
  let store = infoStores.get(key);
  if (!store) {
    store = remoteStore<HeaderInfo>({
      load: async (_, signal) => {
        if (unit.kind === "archive_cabinet") {
          const answer = await callApi(history.archiveCabinetInfo, { params: { archiveCabinetId: unit.id }, signal });
          return answer.data.data;
        }
        return (await callApi(shell.liveUnitInfo, { params: { liveUnitId: unit.id }, signal })).data.data;
      },
      name: "unit header info",
      onError: () =>
        notify(
          "error",
          unit.kind === "archive_cabinet" ? "core:errors.archiveCabinetInfo" : "core:errors.liveUnitInfo",
        ),
    });
    infoStores.set(key, store);
  }
  return store;
}

/** The camera row's data (stream meta: name and health), one store per camera. */
export function headerCameraStore(cameraId: number): RemoteStore<StreamMeta> {
  let store = cameraStores.get(cameraId);
  if (!store) {
    store = remoteStore<StreamMeta>({
      load: async (_, signal) => (await callApi(stream.streamMeta, { params: { cameraId }, signal })).data,
      name: "unit header camera",
    });
    cameraStores.set(cameraId, store);
  }
  return store;
}

/** The user's favourites list (GET /api/cam_lists); null when the user has none yet (404). */
export const $favourites = remoteStore<FavouritesList | null>({
  load: async (_, signal) => {
    try {
      return (await callApi(shell.favouritesOwn, { signal })).data;
    } catch (error) {
      if (toApiError(error).status === 404) return null;
      throw error;
    }
  },
  name: "favourites",
});

/** A star click in flight (the star is busy). */
export const $favouriteBusy = atom(false);

/**
 * Adds or removes a camera from the favourites list: creates the 'Favorites' list when there is
 * none (failure: 'Failed to add favorite list'), else updates it ('Failed to favorite camera').
 * The answer replaces the list in the store (document 3 §4).
 */
export async function toggleFavourite(cameraId: number): Promise<void> {
  const user = dataOf($userInfo.get());
  const remote = $favourites.get();
  if (!user || remote.status !== "success" || $favouriteBusy.get()) return;
  const change = favouriteChange(remote.data, user.id, cameraId);
  $favouriteBusy.set(true);
  try {
    const answer =
      change.call === "create"
        ? await callApi(shell.favouritesCreate, { body: change.body })
        : await callApi(shell.favouritesUpdate, { params: { favoriteListId: change.listId }, body: change.body });
    $favourites.update(() => answer.data);
    const name = dataOf(headerCameraStore(cameraId).get())?.cameraName ?? "";
    notify("success", change.doneKey, { name });
  } catch (error) {
    notify("error", change.failureKey);
    reportApiError(error, "the favourite could not be saved");
  } finally {
    $favouriteBusy.set(false);
  }
}
