import { beforeAll, describe, expect, it } from "vitest";
import {
  ArchiveCabinetDetailResponseSchema,
  ArchiveCabinetsResponseSchema,
  DefaultStreamingCameraResponseSchema,
  LiveUnitDetailResponseSchema,
  LiveUnitInfoResponseSchema,
  LiveUnitsResponseSchema,
} from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { ok, query, rejection } from "../testing/server-test";

const file = useTestServer(["operator", "multi", "limited"]);
const { operator, multi, limited } = file;
/** A unit and a cabinet of one of multi's clients, which operator may not read. */
let multiUnitId: number;
let multiCabinetId: number;

beforeAll(async () => {
  multiUnitId = await file.server.idOf("SELECT id FROM live_units WHERE client_id = 2 ORDER BY id LIMIT 1");
  multiCabinetId = await file.server.idOf("SELECT id FROM archive_cabinets WHERE client_id = 2 ORDER BY id LIMIT 1");
});

describe("map lists", () => {
  it("lists only the caller's units and cabinets, filtered by bracket params", async () => {
    const admin = await file.server.signedIn("admin");
    expect(ok(LiveUnitsResponseSchema, await admin.get("/api/vms/live_units"))).toHaveLength(12000);
    const mine = ok(LiveUnitsResponseSchema, await operator.get("/api/vms/live_units"));
    expect(mine.length).toBeGreaterThan(20);
    expect(mine.every((u) => u.clientId === 1)).toBe(true);
    const two = ok(LiveUnitsResponseSchema, await multi.get(`/api/vms/live_units${query({ client_ids: [2, 3] })}`));
    expect(new Set(two.map((u) => u.clientId))).toEqual(new Set([2, 3]));
    const regionId = await file.server.idOf("SELECT id FROM regions WHERE client_id = 2 ORDER BY id LIMIT 1");
    const region = ok(
      LiveUnitsResponseSchema,
      await multi.get(`/api/vms/live_units${query({ region_ids: [regionId] })}`),
    );
    expect(region.length).toBeGreaterThan(0);
    expect(region.length).toBeLessThan(two.length);
    const cabinets = ok(ArchiveCabinetsResponseSchema, await multi.get("/api/vms/archive_cabinets"));
    expect(cabinets.length).toBeGreaterThan(0);
    expect(cabinets.every((c) => c.clientId >= 2 && c.clientId <= 9)).toBe(true);
  });

  it("answers 403 for a client the user may not read", async () => {
    expect(rejection(await operator.get(`/api/vms/live_units${query({ client_ids: [2] })}`), 403)).toMatch(/access/);
    rejection(await operator.get(`/api/vms/archive_cabinets${query({ client_ids: [1, 5] })}`), 403);
  });

  it("answers 400 quickly for malformed or huge filter ids (a huge id was a 500 and 50 ms of CPU)", async () => {
    for (const id of ["abc", "1e3", "0x10", "+5", " 5", "05", "2147483648", "9".repeat(400), "9".repeat(10_000)]) {
      for (const key of ["client_ids", "region_ids"]) {
        const started = performance.now();
        const answer = await multi.get(`/api/vms/live_units?${key}[]=${encodeURIComponent(id)}`);
        expect(rejection(answer, 400), id.slice(0, 10)).toMatch(/decimal digits|Invalid request/);
        expect(performance.now() - started).toBeLessThan(200);
      }
    }
  });
});

describe("unit and cabinet detail", () => {
  it("describes a unit with cameras, thumbnails, health and access", async () => {
    const detail = ok(LiveUnitDetailResponseSchema, await operator.get("/api/vms/live_units/1/meta"));
    expect(detail.liveUnitName).toBe("<img src=x onerror=alert(1)>");
    expect(detail.cameraList).toHaveLength(3);
    expect(detail.cameraList[0]?.thumbnailPreset?.imageUrl).toMatch(/^\/media\/thumbnails\/\d+\/\d+\.svg$/);
    expect(detail.accessStream && detail.accessArchives).toBe(true);
    const info = ok(LiveUnitInfoResponseSchema, await operator.get("/api/vms/live_unit_info/1")).data;
    expect(info).toMatchObject({ liveUnitId: 1, clientId: 1, showClientNameStreamPage: false });
    const camera = ok(
      DefaultStreamingCameraResponseSchema,
      await operator.get("/api/vms/live_units/1/default_streaming_camera"),
    );
    expect(camera).toBe(detail.cameraList[0]?.id);
  });

  it("parses only canonical decimal ids in paths (1e3, 0x10, +5 and ' 5' named unit 1000, 16, 5)", async () => {
    for (const id of ["1e3", "0x10", "+5", "%205", "05", "1.0", "-1", "0"])
      expect(rejection(await operator.get(`/api/vms/live_units/${id}/meta`), 400), id).toMatch(/liveUnitId/);
    ok(LiveUnitDetailResponseSchema, await operator.get("/api/vms/live_units/1/meta"));
  });

  it("answers a path too long for the router with the JSON 404", async () => {
    expect(rejection(await operator.get(`/api/vms/live_units/${"1".repeat(400)}/meta`), 404)).toBe("No such API route");
    expect(rejection(await operator.get(`/api/${"x".repeat(5000)}`), 404)).toBe("No such API route");
  });

  it("derives accessStream and accessArchives from the rights (limited)", async () => {
    const streamOnly = await file.server.idOf("SELECT id FROM live_units WHERE client_id = 10 ORDER BY id LIMIT 1");
    const archivesOnly = await file.server.idOf("SELECT id FROM live_units WHERE client_id = 13 ORDER BY id LIMIT 1");
    const entity = await file.server.idOf(
      "SELECT k.live_unit_id FROM user_entities e JOIN cameras k ON k.id = e.camera_id WHERE e.user_id = 3 ORDER BY e.camera_id LIMIT 1",
    );
    const meta = async (id: number) =>
      ok(LiveUnitDetailResponseSchema, await limited.get(`/api/vms/live_units/${id}/meta`));
    expect(await meta(streamOnly)).toMatchObject({ accessStream: true, accessArchives: false });
    expect(await meta(archivesOnly)).toMatchObject({ accessStream: false, accessArchives: true });
    expect(await meta(entity)).toMatchObject({ accessStream: true, accessArchives: true });
    rejection(await limited.get(`/api/vms/live_units/${archivesOnly}/default_streaming_camera`), 403);
  });

  it("never shows another client's unit or cabinet: 404", async () => {
    for (const path of [
      `/api/vms/live_units/${multiUnitId}/meta`,
      `/api/vms/live_unit_info/${multiUnitId}`,
      `/api/vms/live_units/${multiUnitId}/default_streaming_camera`,
      `/api/vms/archive_cabinets/${multiCabinetId}`,
      "/api/vms/live_units/999999/meta",
    ])
      rejection(await operator.get(path), 404);
    expect((await multi.get(`/api/vms/live_units/${multiUnitId}/meta`)).status).toBe(200);
  });

  it("describes a cabinet", async () => {
    const cabinet = ok(
      ArchiveCabinetDetailResponseSchema,
      await multi.get(`/api/vms/archive_cabinets/${multiCabinetId}`),
    );
    expect(cabinet).toMatchObject({ id: multiCabinetId, clientId: 2, accessArchives: true, showClientName: true });
  });
});
