import { allTasks, cleanStores } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, ok, rejection } from "../core/testing/fake-api";
import { createMosaicStore, mosaicBackPath, mosaicSource, type MosaicStore } from "./mosaic-store";

const api = await fakeApi();
const mosaic = (id: number, name: string) => ({
  data: {
    id,
    name,
    cameras: [],
    sipPhoneNumber: null,
    sipPin: null,
    clientPasscode: null,
    userPermissions: { canControlPtzf: true, canAccessQuickSounds: false, canSpeakerTalkdown: false },
  },
});

let store: MosaicStore | null = null;
afterEach(() => {
  if (store) cleanStores(store.$mosaic);
  store = null;
});

describe("mosaicSource", () => {
  it("fetches only for a truthy integer id; a live unit id wins", () => {
    expect(mosaicSource(undefined, undefined)).toBeNull();
    expect(mosaicSource(0, undefined)).toBeNull();
    expect(mosaicSource(1.5, undefined)).toBeNull();
    expect(mosaicSource(7, undefined)).toEqual({ kind: "mosaic", id: 7 });
    expect(mosaicSource(7, 3)).toEqual({ kind: "liveUnit", id: 3 });
    expect(mosaicSource(7, undefined, 4)).toEqual({ kind: "camList", id: 4 });
    expect(mosaicBackPath({ kind: "camList", id: 4 })).toBe("/favorites");
    expect(mosaicBackPath({ kind: "mosaic", id: 7 })).toBe("/");
  });

  it("loads a camera list's mosaic", async () => {
    api.reply("/api/vms/mosaic/cam_list/4", ok(mosaic(4, "Gates")));
    store = createMosaicStore({ kind: "camList", id: 4 });
    store.$mosaic.listen(() => undefined);
    await allTasks();
    expect(store.$mosaic.get()).toMatchObject({ status: "success", data: { id: 4, name: "Gates" } });
  });
});

describe("the mosaic store", () => {
  it("loads a saved mosaic from data.data, and a live unit's mosaic", async () => {
    api.reply("/api/vms/mosaic/1", ok(mosaic(1, "Crescent")));
    api.reply("/api/vms/mosaic/live_unit/5", ok(mosaic(5, "Unit five")));
    store = createMosaicStore({ kind: "mosaic", id: 1 });
    store.$mosaic.listen(() => undefined);
    await allTasks();
    expect(store.$mosaic.get()).toMatchObject({ status: "success", data: { id: 1, name: "Crescent" } });
    store.$source.set({ kind: "liveUnit", id: 5 });
    await allTasks();
    expect(store.$mosaic.get()).toMatchObject({ status: "success", data: { id: 5, name: "Unit five" } });
  });

  it("fails with the API's error (404), and stays idle without a source", async () => {
    api.reply("/api/vms/mosaic/9", rejection(404, "Mosaic not found"));
    store = createMosaicStore(null);
    store.$mosaic.listen(() => undefined);
    await allTasks();
    expect(store.$mosaic.get().status).toBe("notAsked");
    store.$source.set({ kind: "mosaic", id: 9 });
    await allTasks();
    expect(store.$mosaic.get()).toMatchObject({ status: "error", error: { status: 404 } });
  });

  it("refuses an answer that does not match the schema", async () => {
    api.reply("/api/vms/mosaic/2", ok({ data: { id: 2 } }));
    store = createMosaicStore({ kind: "mosaic", id: 2 });
    store.$mosaic.listen(() => undefined);
    await allTasks();
    expect(store.$mosaic.get()).toMatchObject({ status: "error", error: { code: "schema" } });
  });
});
