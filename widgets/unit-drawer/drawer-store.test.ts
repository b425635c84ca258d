import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, resetConfig } from "../core/config/config-store";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import type { SelectedUnit } from "../core/units/selection";
import { $drawerDetail, loadDrawerDetail } from "./drawer-store";

/** A real HTTP server: each path answers what the test put in `replies`. */
let server: Server;
const replies = new Map<string, { status: number; body: string }>();
const envelope = (data: unknown) => JSON.stringify({ status: 200, statusMessage: "OK", data });

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

beforeAll(async () => {
  server = createServer((request, response) => {
    const reply = replies.get((request.url ?? "").split("?")[0] ?? "") ?? { status: 404, body: "" };
    response.writeHead(reply.status, { "Content-Type": "application/json", Connection: "close" });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  configure({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  resetConfig();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  clearNotifications();
  replies.clear();
});

const keys = () => $notificationQueue.get().map((notification) => notification.key);

describe("drawer detail store", () => {
  it("loads a live unit's meta", async () => {
    replies.set("/api/vms/live_units/5/meta", { status: 200, body: envelope(detail) });
    await loadDrawerDetail(live);
    const state = $drawerDetail.get();
    expect(state.status === "success" && state.data.kind === "live_unit" && state.data.detail.liveUnitName).toBe(
      "Trailer 5",
    );
  });

  it.each([
    ["missing fields", envelope({ ...detail, unitHealth: undefined })],
    ["wrong types", envelope({ ...detail, accessStream: "yes" })],
    ["a camera without an id", envelope({ ...detail, cameraList: [{ name: "x", thumbnailPreset: null }] })],
    ["not JSON", "{"],
  ])("%s: 'Failed to get Live Unit information.'", async (_, body) => {
    replies.set("/api/vms/live_units/5/meta", { status: 200, body });
    await loadDrawerDetail(live);
    expect($drawerDetail.get().status).toBe("error");
    expect(keys()).toEqual(["core:errors.liveUnitInfo"]);
  });

  it("a huge name is accepted as text", async () => {
    replies.set("/api/vms/live_units/5/meta", {
      status: 200,
      body: envelope({ ...detail, liveUnitName: "<b>".repeat(200_000) }),
    });
    await loadDrawerDetail(live);
    const state = $drawerDetail.get();
    expect(state.status === "success" && state.data.kind === "live_unit" && state.data.detail.liveUnitName.length).toBe(
      600_000,
    );
  });

  it("a cabinet that fails (non-200): 'Failed to get Archive Cabinet information.'", async () => {
    replies.set("/api/vms/archive_cabinets/8", { status: 500, body: "" });
    await loadDrawerDetail(cabinet);
    const state = $drawerDetail.get();
    expect(state.status === "error" && state.error.code).toBe("http");
    expect(keys()).toEqual(["core:errors.archiveCabinetInfo"]);
  });

  it("a deselection clears the detail, and a late answer of an older unit is dropped", async () => {
    replies.set("/api/vms/live_units/5/meta", { status: 200, body: envelope(detail) });
    const pending = loadDrawerDetail(live);
    await loadDrawerDetail(null);
    await pending;
    expect($drawerDetail.get().status).toBe("notAsked");
  });
});
