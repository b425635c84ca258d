import { callApi } from "../core/api/call-api";
import { reportApiError } from "../core/api/report-api-error";
import { dataOf } from "../core/api/remote-data";
import { remoteStore, settled } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import { notify } from "../core/notifications/notifications-store";
import type { CamList, FavouritesListWrite } from "../core/schemas/favourites";
import { $userInfo } from "../core/session/session-store";

/** Every camera list of the user (GET /api/cam_lists/all), the favourites list first. */
export const $camLists = remoteStore<CamList[]>({
  load: async (_, signal) => (await callApi(shell.camListsAll, { signal })).data,
  name: "camera lists",
});

/** The write body of `list` with its name and the cameras to add and remove. */
export function listWrite(
  list: Pick<CamList, "userId" | "name" | "isFavorites">,
  change: { name?: string; add?: number[]; remove?: number[] } = {},
): FavouritesListWrite {
  return {
    userId: list.userId,
    name: change.name ?? list.name,
    isFavorites: list.isFavorites,
    newCameras: change.add ?? [],
    deleteCameras: change.remove ?? [],
  };
}

/** What the user sees when a write fails (document 1 §8 for creating and for adding or removing a camera). */
const FAILURE_KEYS = {
  create: "core:errors.addFavoriteList",
  camera: "core:errors.favoriteCamera",
  rename: "favorites:errors.rename",
  delete: "favorites:errors.delete",
} as const;

/**
 * Runs one write: on success says so (`successKey`) and reloads the lists (each camera's unit and
 * health come from the overview call); on failure shows the catalogue's error and reports it.
 * Answers whether it succeeded.
 */
async function write(
  kind: keyof typeof FAILURE_KEYS,
  send: () => Promise<unknown>,
  successKey: string,
  values: Record<string, string>,
): Promise<boolean> {
  try {
    await send();
  } catch (error) {
    notify("error", FAILURE_KEYS[kind]);
    reportApiError(error, `the camera list could not be saved (${kind})`);
    return false;
  }
  notify("success", successKey, values);
  void $camLists.reload();
  return true;
}

/** The signed-in user's id, for the body of a new list (from the lists held, else user info). */
async function userId(): Promise<number | null> {
  const held = dataOf($camLists.get())?.[0]?.userId;
  if (held !== undefined) return held;
  const user = await settled($userInfo);
  return user.status === "success" ? user.data.id : null;
}

/** Creates an empty list named `name` ('Failed to add favorite list' when it fails). */
export async function createList(name: string): Promise<boolean> {
  const id = await userId();
  if (id === null) {
    notify("error", FAILURE_KEYS.create);
    return false;
  }
  const body = listWrite({ userId: id, name, isFavorites: false });
  return write("create", () => callApi(shell.favouritesCreate, { body }), "favorites:done.created", { name });
}

export async function renameList(list: CamList, name: string): Promise<boolean> {
  const body = listWrite(list, { name });
  const params = { favoriteListId: list.id };
  return write("rename", () => callApi(shell.favouritesUpdate, { params, body }), "favorites:done.renamed", {
    name,
  });
}

export async function deleteList(list: CamList): Promise<boolean> {
  const params = { favoriteListId: list.id };
  return write("delete", () => callApi(shell.camListDelete, { params }), "favorites:done.deleted", {
    name: list.name,
  });
}

/** Adds a camera to a list ('Failed to favorite camera' when it fails). */
export async function addCamera(list: CamList, camera: { id: number; name: string }): Promise<boolean> {
  const body = listWrite(list, { add: [camera.id] });
  const params = { favoriteListId: list.id };
  return write("camera", () => callApi(shell.favouritesUpdate, { params, body }), "favorites:done.added", {
    camera: camera.name,
    list: list.name,
  });
}

/** Removes a camera from a list ('Failed to favorite camera' when it fails). */
export async function removeCamera(list: CamList, camera: { camId: number; camName: string }): Promise<boolean> {
  const body = listWrite(list, { remove: [camera.camId] });
  const params = { favoriteListId: list.id };
  return write("camera", () => callApi(shell.favouritesUpdate, { params, body }), "favorites:done.removed", {
    camera: camera.camName,
    list: list.name,
  });
}
