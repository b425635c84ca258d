import { allTasks, cleanStores } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import type { CamList } from "../core/schemas/favourites";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import { $camLists, addCamera, createList, deleteList, listWrite, removeCamera, renameList } from "./favorites-store";

const api = await fileFakeApi({ settleMs: 0 });
afterEach(() => {
  cleanStores($camLists);
  clearNotifications();
});

const camera = {
  camId: 7,
  camName: "Gate",
  clientId: 1,
  lastImageUrl: "/media/thumbnails/7/1.svg",
  liveUnitId: 5,
  liveUnitName: "Trailer 5",
  active: true,
  health: { statusText: "Online", color: "green", isFlapping: false },
};
const favourites: CamList = { id: 1, userId: 3, name: "Favorites", isFavorites: true, cameras: [camera] };
const night: CamList = { id: 2, userId: 3, name: "Night", isFavorites: false, cameras: [] };
const answer = (list: CamList) =>
  ok({
    ...list,
    cameras: list.cameras.map(({ camId, camName, clientId, lastImageUrl }) => ({
      camId,
      camName,
      clientId,
      lastImageUrl,
    })),
  });
const notices = () => $notificationQueue.get().map((n) => [n.severity, n.key]);
const sent = (method: string) => api.calls.filter((c) => c.method === method).map((c) => JSON.parse(c.body) as unknown);

async function loaded(lists: CamList[]) {
  api.reply("/api/cam_lists/all", ok(lists));
  $camLists.listen(() => undefined);
  await allTasks();
}

describe("the camera lists store", () => {
  it("loads every list and refuses an answer that breaks the schema", async () => {
    await loaded([favourites, night]);
    expect($camLists.get()).toMatchObject({ status: "success", data: [{ name: "Favorites" }, { name: "Night" }] });
    api.reply("/api/cam_lists/all", ok([{ id: 1, name: "no user id" }]));
    await $camLists.reload();
    expect($camLists.get()).toMatchObject({ status: "error", error: { code: "schema" } });
  });

  it("writes a list's whole body: name, favourites flag, cameras to add and to remove", () => {
    expect(listWrite(night, { add: [9] })).toEqual({
      userId: 3,
      name: "Night",
      isFavorites: false,
      newCameras: [9],
      deleteCameras: [],
    });
    expect(listWrite(favourites, { remove: [7] })).toMatchObject({ isFavorites: true, deleteCameras: [7] });
  });

  it("creates a list, says so and reloads; 'Failed to add favorite list' when refused", async () => {
    await loaded([favourites]);
    api.reply("/api/cam_lists", answer(night));
    expect(await createList("Night")).toBe(true);
    expect(sent("POST")).toEqual([{ userId: 3, name: "Night", isFavorites: false, newCameras: [], deleteCameras: [] }]);
    expect(notices()).toEqual([["success", "favorites:done.created"]]);
    api.reply("/api/cam_lists", rejection(409, "Too many lists"));
    expect(await createList("One more")).toBe(false);
    expect(notices()).toContainEqual(["error", "core:errors.addFavoriteList"]);
    await allTasks();
    expect(api.calls.filter((c) => c.path === "/api/cam_lists/all").length).toBe(2);
  });

  it("adds and removes cameras; 'Failed to favorite camera' when refused", async () => {
    await loaded([favourites, night]);
    api.reply("/api/cam_lists/2", answer({ ...night, cameras: [camera] }));
    expect(await addCamera(night, { id: 7, name: "Gate" })).toBe(true);
    api.reply("/api/cam_lists/1", rejection(500, "Broken"));
    expect(await removeCamera(favourites, camera)).toBe(false);
    expect(sent("PUT")).toEqual([
      { userId: 3, name: "Night", isFavorites: false, newCameras: [7], deleteCameras: [] },
      { userId: 3, name: "Favorites", isFavorites: true, newCameras: [], deleteCameras: [7] },
    ]);
    expect(notices()).toEqual([
      ["success", "favorites:done.added"],
      ["error", "core:errors.favoriteCamera"],
    ]);
  });

  it("renames and deletes a list", async () => {
    await loaded([favourites, night]);
    api.reply("/api/cam_lists/2", (call) => (call.method === "DELETE" ? ok(null) : answer({ ...night, name: "Day" })));
    expect(await renameList(night, "Day")).toBe(true);
    expect(sent("PUT")).toEqual([{ userId: 3, name: "Day", isFavorites: false, newCameras: [], deleteCameras: [] }]);
    expect(await deleteList(night)).toBe(true);
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/cam_lists/2")).toBe(true);
    api.reply("/api/cam_lists/2", rejection(404, "Camera list not found"));
    expect(await deleteList(night)).toBe(false);
    expect(notices()).toEqual([
      ["success", "favorites:done.renamed"],
      ["success", "favorites:done.deleted"],
      ["error", "favorites:errors.delete"],
    ]);
  });
});
