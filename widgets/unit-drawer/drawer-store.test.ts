import { allTasks, cleanStores } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { fileFakeApi, ok } from "../core/testing/fake-api";
import { deselectUnit, selectUnit, type SelectedUnit } from "../core/units/selection";
import { $drawerDetail } from "./drawer-store";

const api = await fileFakeApi({ settleMs: 0 });
afterEach(() => {
  cleanStores($drawerDetail);
  deselectUnit();
  clearNotifications();
});

const health = {
  statusText: "Online",
  color: "green",
  startColor: null,
  isFlapping: false,
  isGradient: false,
  overlay: null,
};
const detail = {
  liveUnitId: 5,
  liveUnitName: "Trailer 5",
  liveUnitSerial: "LVT-5",
  clientId: 1,
  clientName: "Acme",
  locationId: 2,
  locationName: "Acme Yard",
  locationStreet: null,
  locationCity: "Mesa",
  locationState: "AZ",
  locationZip: null,
  accessArchives: true,
  accessStream: true,
  cameraList: [{ id: 7, name: "Cam", thumbnailPreset: { id: 1, name: "Home", imageUrl: "/media/thumbnails/7/1.svg" } }],
  unitHealth: health,
};
const live: SelectedUnit = { kind: "live_unit", id: 5, name: "Trailer 5", deactivated: false, position: null };
const cabinet: SelectedUnit = { kind: "archive_cabinet", id: 8, name: "Cabinet 8", deactivated: false, position: null };

const keys = () => $notificationQueue.get().map((notification) => notification.key);

/** Selects `unit` with the drawer listening, and waits for its load. */
async function show(unit: SelectedUnit | null) {
  $drawerDetail.listen(() => undefined);
  if (unit) selectUnit(unit);
  else deselectUnit();
  await allTasks();
  return $drawerDetail.get();
}

describe("drawer detail store", () => {
  it("loads a live unit's meta when the unit is selected", async () => {
    api.reply("/api/vms/live_units/5/meta", ok(detail));
    const state = await show(live);
    expect(state.status === "success" && state.data.kind === "live_unit" && state.data.detail.liveUnitName).toBe(
      "Trailer 5",
    );
  });

  it.each([
    ["missing fields", ok({ ...detail, unitHealth: undefined })],
    ["wrong types", ok({ ...detail, accessStream: "yes" })],
    ["a camera without an id", ok({ ...detail, cameraList: [{ name: "x", thumbnailPreset: null }] })],
    ["not JSON", { status: 200, body: "{" }],
  ])("%s: 'Failed to get Live Unit information.'", async (_, reply) => {
    api.reply("/api/vms/live_units/5/meta", reply);
    expect((await show(live)).status).toBe("error");
    expect(keys()).toEqual(["core:errors.liveUnitInfo"]);
  });

  it("a huge name is accepted as text", async () => {
    api.reply("/api/vms/live_units/5/meta", ok({ ...detail, liveUnitName: "<b>".repeat(200_000) }));
    const state = await show(live);
    expect(state.status === "success" && state.data.kind === "live_unit" && state.data.detail.liveUnitName.length).toBe(
      600_000,
    );
  });

  it("a cabinet that fails (non-200): 'Failed to get Archive Cabinet information.'", async () => {
    api.reply("/api/vms/archive_cabinets/8", { status: 500, body: "" });
    const state = await show(cabinet);
    expect(state.status === "error" && state.error.code).toBe("http");
    expect(keys()).toEqual(["core:errors.archiveCabinetInfo"]);
  });

  it("a deselection clears the detail, and a late answer of an older unit is dropped", async () => {
    api.reply("/api/vms/live_units/5/meta", ok(detail, 50));
    $drawerDetail.listen(() => undefined);
    selectUnit(live);
    expect((await show(null)).status).toBe("notAsked");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect($drawerDetail.get().status).toBe("notAsked");
  });
});
