import { describe, expect, it } from "vitest";
import {
  CAM_LIST_CAMERAS_MAX,
  CAM_LIST_NAME_MAX,
  FavouritesListResponseSchema,
  type FavouritesListWrite,
} from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { ok, rejection, type Caller } from "../testing/server-test";
import { CAM_LISTS_PER_USER_MAX } from "./cam-list-routes";

const file = useTestServer(["operator"]);
const { operator } = file;

const own = async (who: Caller) => ok(FavouritesListResponseSchema, await who.get("/api/cam_lists"));
const write = (fields: Partial<FavouritesListWrite> = {}): FavouritesListWrite => ({
  userId: 1,
  name: "Favorites",
  isFavorites: true,
  newCameras: [],
  deleteCameras: [],
  ...fields,
});
describe("favourites (cam_lists)", () => {
  it("reads, adds and removes cameras of the caller's own list", async () => {
    const list = await own(operator);
    expect(list).toMatchObject({ userId: 1, name: "Favorites", isFavorites: true });
    const before = list.cameras.map((c) => c.camId);
    const updated = await operator.send(
      "PUT",
      `/api/cam_lists/${list.id}`,
      write({ newCameras: [1], deleteCameras: before.slice(0, 1) }),
    );
    const after = ok(FavouritesListResponseSchema, updated).cameras.map((c) => c.camId);
    expect(after).toContain(1);
    expect(after).not.toContain(before[0]);
    const again = ok(FavouritesListResponseSchema, await operator.get(`/api/cam_lists/${list.id}`));
    expect(again.cameras.map((c) => c.camId)).toEqual(after);
  });

  it("refuses other users' lists and other clients' cameras", async () => {
    const multi = await file.server.signedIn("multi");
    rejection(await operator.get(`/api/cam_lists/${(await own(multi)).id}`), 404);
    const foreignCamera = await file.server.idOf(
      "SELECT id FROM cameras WHERE live_unit_id = (SELECT id FROM live_units WHERE client_id = 2 ORDER BY id LIMIT 1) ORDER BY id LIMIT 1",
    );
    const path = `/api/cam_lists/${(await own(operator)).id}`;
    rejection(await operator.send("PUT", path, write({ newCameras: [foreignCamera] })), 404);
    rejection(await operator.send("PUT", path, write({ userId: 2 })), 403);
    const created = await operator.send(
      "POST",
      "/api/cam_lists",
      write({ name: "Night shift", isFavorites: false, newCameras: [2] }),
    );
    expect(ok(FavouritesListResponseSchema, created)).toMatchObject({ name: "Night shift", isFavorites: false });
  });

  it("keeps exactly one favourites list per user, through POST and PUT", async () => {
    const html5 = await file.server.signedIn("html5");
    const favourites = await own(html5);
    const mine = (fields: Partial<FavouritesListWrite>) => write({ userId: 7, ...fields });
    rejection(await html5.send("POST", "/api/cam_lists", mine({ name: "Second" })), 409);
    const other = ok(
      FavouritesListResponseSchema,
      await html5.send("POST", "/api/cam_lists", mine({ name: "Other", isFavorites: false })),
    );
    rejection(await html5.send("PUT", `/api/cam_lists/${other.id}`, mine({ name: "Other" })), 409); // would be a second
    rejection(await html5.send("PUT", `/api/cam_lists/${favourites.id}`, mine({ isFavorites: false })), 409); // would be none
    const count = await file.server.idOf("SELECT COUNT(*) FROM cam_lists WHERE user_id = 7 AND is_favorites = 1");
    expect(count).toBe(1);
    expect((await own(html5)).id).toBe(favourites.id);
  });

  it("bounds names, cameras per write and per list, and lists per user", async () => {
    const admin = await file.server.signedIn("admin");
    const path = `/api/cam_lists/${(await own(admin)).id}`;
    const mine = (fields: Partial<FavouritesListWrite>) => write({ userId: 5, ...fields });
    rejection(await admin.send("PUT", path, mine({ name: "x".repeat(CAM_LIST_NAME_MAX + 1) })), 400);
    rejection(await admin.send("PUT", path, mine({ name: "" })), 400);
    rejection(await admin.send("PUT", path, mine({ name: "a\u0000b" })), 400);
    ok(FavouritesListResponseSchema, await admin.send("PUT", path, mine({ name: "é".repeat(CAM_LIST_NAME_MAX) })));
    const ids = Array.from({ length: CAM_LIST_CAMERAS_MAX + 1 }, (_, i) => i + 1);
    rejection(await admin.send("PUT", path, mine({ newCameras: ids })), 400);
    // Two writes of 300 would make a list of 600: the second is refused and changes nothing.
    ok(FavouritesListResponseSchema, await admin.send("PUT", path, mine({ newCameras: ids.slice(0, 300) })));
    const before = (await own(admin)).cameras.length;
    rejection(await admin.send("PUT", path, mine({ newCameras: ids.slice(300, 500) })), 409);
    expect((await own(admin)).cameras.length).toBe(before);
    const existing = await file.server.idOf("SELECT COUNT(*) FROM cam_lists WHERE user_id = 5");
    for (let i = existing; i < CAM_LISTS_PER_USER_MAX; i += 1)
      ok(
        FavouritesListResponseSchema,
        await admin.send("POST", "/api/cam_lists", mine({ name: `List ${i}`, isFavorites: false })),
      );
    rejection(await admin.send("POST", "/api/cam_lists", mine({ name: "One too many", isFavorites: false })), 409);
  });
});
