import { describe, expect, it } from "vitest";
import {
  CamListsResponseSchema,
  EmptyResponseSchema,
  FavouritesListResponseSchema,
  MosaicResponseSchema,
} from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { ok, rejection, type Caller } from "../testing/server-test";

const file = useTestServer(["operator"]);
const { operator } = file;

const all = async (who: Caller) => ok(CamListsResponseSchema, await who.get("/api/cam_lists/all"));
const create = async (who: Caller, name: string, cameras: number[]) =>
  ok(
    FavouritesListResponseSchema,
    await who.send("POST", "/api/cam_lists", {
      userId: 1,
      name,
      isFavorites: false,
      newCameras: cameras,
      deleteCameras: [],
    }),
  );

describe("camera lists overview (GET /api/cam_lists/all, DELETE, mosaic)", () => {
  it("lists every list of the caller, favourites first, each camera with its unit and health", async () => {
    const made = await create(operator, "Gates", [2, 1]);
    const lists = await all(operator);
    expect(lists[0]?.isFavorites).toBe(true);
    const gates = lists.find((l) => l.id === made.id);
    expect(gates?.cameras.map((c) => c.camId)).toEqual([2, 1]);
    const [{ name: unitName } = {}] = await file.server.rows<{ name: string }>(
      "SELECT u.name FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE k.id = 2",
    );
    expect(gates?.cameras[0]).toMatchObject({ camId: 2, liveUnitName: unitName });
    expect(gates?.cameras[0]?.health.statusText.length).toBeGreaterThan(0);
  });

  it("opens a list as a mosaic of its streamable cameras, named as the list", async () => {
    const made = await create(operator, "Mosaic me", [1, 2, 3]);
    const mosaic = ok(MosaicResponseSchema, await operator.get(`/api/vms/mosaic/cam_list/${made.id}`)).data;
    expect(mosaic.name).toBe("Mosaic me");
    expect(mosaic.cameras.map((c) => c.cameraId)).toEqual([1, 2, 3]);
  });

  it("deletes the caller's own lists only, never the favourites list", async () => {
    const made = await create(operator, "Temporary", [1]);
    const multi = await file.server.signedIn("multi");
    rejection(await multi.send("DELETE", `/api/cam_lists/${made.id}`), 404);
    rejection(await multi.get(`/api/vms/mosaic/cam_list/${made.id}`), 404);
    ok(EmptyResponseSchema, await operator.send("DELETE", `/api/cam_lists/${made.id}`));
    expect((await all(operator)).some((l) => l.id === made.id)).toBe(false);
    rejection(await operator.get(`/api/cam_lists/${made.id}`), 404);
    const favourites = (await all(operator)).find((l) => l.isFavorites);
    rejection(await operator.send("DELETE", `/api/cam_lists/${favourites?.id ?? 0}`), 409);
  });
});
