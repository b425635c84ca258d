import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  ArchiveCabinetInfoResponseSchema,
  ArchiveCabinetNavMetaResponseSchema,
  CameraMetadataResponseSchema,
  ErrorBodySchema,
  LiveUnitNavMetaResponseSchema,
  recordOf,
} from "../../../widgets/core/schemas";
import { CABINET_PRESET_ID_BASE } from "./cabinet-presets";
import { useTestServer } from "../testing/file-server";
import { healthyUnit } from "../testing/history-units";
import { ok } from "../testing/server-test";
import { testRows } from "../testing/test.queries";

const file = useTestServer(["operator", "limited"]);
const { operator, limited, anonymous, idsOf } = file;
const idOf = (sql: string) => file.server.idOf(sql);
const errorOf = (response: { body: unknown }) => ErrorBodySchema.parse(response.body).error;
const healthyUnitOf = (clientId: number) => healthyUnit(file.server, clientId);

describe("GET /api/archive/live_units/{id}/nav_meta", () => {
  it("answers the unit's history metadata in the contract's shape", async () => {
    const unitId = await healthyUnitOf(1);
    const meta = ok(LiveUnitNavMetaResponseSchema, await operator.get(`/api/archive/live_units/${unitId}/nav_meta`));
    const unit = z
      .object({ name: z.string(), serial: z.string(), client_id: z.number() })
      .parse(
        (await testRows(file.server.query, "SELECT name, serial, client_id FROM live_units WHERE id = ?", unitId))[0],
      );
    expect(meta).toMatchObject({
      liveUnitId: unitId,
      clientId: 1,
      liveUnitName: unit.name,
      liveUnitSerialNum: unit.serial,
      clientName: "Crescent Property Management",
      showClientNameHistoryPage: false,
      showClientNameStreamPage: false,
      canRequestVideo: true,
    });
    expect(meta.cameraIds).toEqual(
      await idsOf(`SELECT id FROM cameras WHERE live_unit_id = ${unitId} ORDER BY position`),
    );
    expect(meta.cameraIds).toHaveLength(3);
    expect(Intl.supportedValuesOf("timeZone")).toContain(meta.timezone);
    const images = Date.parse(meta.archiveImagesStart ?? "");
    expect(images).toBeLessThan(Date.now());
    if (meta.recordingStart !== null) {
      expect(Date.parse(meta.recordingStart)).toBeLessThan(Date.now());
      expect(Date.parse(meta.recordingStart)).toBeGreaterThanOrEqual(images);
    }
  });

  it("gives units different recording starts, some under 90 days", async () => {
    const unitIds = await idsOf(`SELECT id FROM live_units WHERE client_id = 1 AND date_activated < '2026-06-01'
      AND date_deactivated IS NULL ORDER BY id LIMIT 40`);
    const starts = await Promise.all(
      unitIds.map(
        async (id) =>
          ok(LiveUnitNavMetaResponseSchema, await operator.get(`/api/archive/live_units/${id}/nav_meta`))
            .recordingStart,
      ),
    );
    const days = starts.filter((s) => s !== null).map((s) => (Date.now() - Date.parse(s)) / 86_400_000);
    expect(days.some((d) => d < 90)).toBe(true);
    expect(days.some((d) => d > 90)).toBe(true);
    expect(new Set(days.map(Math.round)).size).toBeGreaterThan(2);
  });

  it("shows client names to a multi-client user", async () => {
    const multi = await file.server.signedIn("multi");
    const unitId = await healthyUnitOf(2);
    const meta = ok(LiveUnitNavMetaResponseSchema, await multi.get(`/api/archive/live_units/${unitId}/nav_meta`));
    expect(meta.showClientNameHistoryPage).toBe(true);
    expect(meta.clientName).toBe("Walmart");
  });

  it("answers 404 for another client's unit, 403 without the request_video right, 401 signed out", async () => {
    const other = await operator.get("/api/archive/live_units/8/nav_meta");
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("Walmart");
    const streamOnly = await limited.get(`/api/archive/live_units/${await healthyUnitOf(10)}/nav_meta`);
    expect(streamOnly.status).toBe(403);
    expect(errorOf(streamOnly)).toMatch(/request_video/);
    const allowed = await limited.get(`/api/archive/live_units/${await healthyUnitOf(12)}/nav_meta`);
    expect(ok(LiveUnitNavMetaResponseSchema, allowed).canRequestVideo).toBe(true);
    expect((await anonymous.get(`/api/archive/live_units/${await healthyUnitOf(1)}/nav_meta`)).status).toBe(401);
    expect((await operator.get("/api/archive/live_units/999999/nav_meta")).status).toBe(404);
  });

  it("cannot request video on a deactivated unit", async () => {
    const unitId = await idOf(
      `SELECT id FROM live_units WHERE client_id = 1 AND date_deactivated < '2026-10-01' ORDER BY id LIMIT 1`,
    );
    const meta = ok(LiveUnitNavMetaResponseSchema, await operator.get(`/api/archive/live_units/${unitId}/nav_meta`));
    expect(meta.canRequestVideo).toBe(false);
  });
});

describe("archive cabinets", () => {
  it("answers nav_meta and info for a cabinet, never able to request video", async () => {
    const cabinetId = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 1 ORDER BY id LIMIT 1");
    const [{ name } = { name: "" }] = await testRows<{ name: string }>(
      file.server.query,
      "SELECT name FROM archive_cabinets WHERE id = ?",
      cabinetId,
    );
    const meta = ok(
      ArchiveCabinetNavMetaResponseSchema,
      await operator.get(`/api/archive/archive_cabinets/${cabinetId}/nav_meta`),
    );
    expect(meta).toMatchObject({
      archiveCabinetId: cabinetId,
      liveUnitName: name,
      canRequestVideo: false,
      recordingStart: null,
    });
    expect(meta.archiveCabinetIds).toEqual([cabinetId]);
    // The archive ended when its camera was removed: after its first image, at least ten days back.
    const end = Date.parse(meta.archiveImagesEnd ?? "");
    expect(end).toBeGreaterThan(Date.parse(meta.archiveImagesStart ?? ""));
    expect(end).toBeLessThan(Date.now() - 10 * 86_400_000);
    const info = ok(ArchiveCabinetInfoResponseSchema, await operator.get(`/api/vms/archive_cabinet_info/${cabinetId}`));
    expect(info.data).toMatchObject({
      archiveCabinetId: cabinetId,
      liveUnitName: name,
      clientName: "Crescent Property Management",
    });
  });

  it("refuses another client's cabinet (404) and a cabinet without the request_video right (403)", async () => {
    const other = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 2 ORDER BY id LIMIT 1");
    expect((await operator.get(`/api/archive/archive_cabinets/${other}/nav_meta`)).status).toBe(404);
    expect((await operator.get(`/api/vms/archive_cabinet_info/${other}`)).status).toBe(404);
    const streamOnly = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 10 ORDER BY id LIMIT 1");
    expect((await limited.get(`/api/archive/archive_cabinets/${streamOnly}/nav_meta`)).status).toBe(403);
  });
});

describe("POST /api/archive/camera_metadata", () => {
  it("answers one record per camera and cabinet asked, with presets, in the order asked", async () => {
    const unitId = await healthyUnitOf(1);
    const cameraIds = await idsOf(`SELECT id FROM cameras WHERE live_unit_id = ${unitId} ORDER BY position DESC`);
    const cabinetId = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 1 ORDER BY id LIMIT 1");
    const items = ok(
      CameraMetadataResponseSchema,
      await operator.send("POST", "/api/archive/camera_metadata", { cameraIds, archiveCabinetIds: [cabinetId] }),
    );
    expect(items.map((i) => recordOf(i).record.id)).toEqual([...cameraIds, cabinetId]);
    for (const item of items.slice(0, 3)) {
      const { kind, record } = recordOf(item);
      expect(kind).toBe("camera");
      expect(record).toMatchObject({ clientId: 1, canRequestVideo: true, canStream: true, notRecordingReason: null });
      const presetIds = await idsOf(`SELECT id FROM presets WHERE camera_id = ${record.id} ORDER BY id`);
      expect(item.presets.map((p) => p.id)).toEqual(presetIds);
      expect(item.presets.filter((p) => p.default)).toHaveLength(1);
      expect(item.presets.filter((p) => p.isHome).map((p) => p.name)).toEqual(["Home"]);
      expect(item.presets.every((p) => p.cameraId === record.id && p.archiveCabinetId === null)).toBe(true);
    }
    const cabinet = items[3]!;
    expect(recordOf(cabinet)).toMatchObject({
      kind: "archive_cabinet",
      record: { canRequestVideo: false, canStream: false },
    });
    expect(cabinet.presets.length).toBeGreaterThan(0);
    expect(cabinet.presets.every((p) => p.archiveCabinetId === cabinetId && p.id > CABINET_PRESET_ID_BASE)).toBe(true);
    expect(cabinet.presets[0]).toMatchObject({ isHome: true, default: true });
  });

  it("tells why a camera does not record and then refuses to request from it", async () => {
    const cameraId = await idOf(`SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
      WHERE u.client_id = 1 AND k.health_color = 'grey' AND k.active = 1 ORDER BY k.id LIMIT 1`);
    const [item] = ok(
      CameraMetadataResponseSchema,
      await operator.send("POST", "/api/archive/camera_metadata", { cameraIds: [cameraId], archiveCabinetIds: [] }),
    );
    expect(item?.camera).toMatchObject({ notRecordingReason: "Camera is not reporting", canRequestVideo: false });
  });

  it("follows the stream right per camera for canStream", async () => {
    const unitId = await idOf("SELECT id FROM live_units WHERE client_id = 12 ORDER BY id LIMIT 1");
    const cameraIds = await idsOf(`SELECT id FROM cameras WHERE live_unit_id = ${unitId} ORDER BY position`);
    const items = ok(
      CameraMetadataResponseSchema,
      await limited.send("POST", "/api/archive/camera_metadata", { cameraIds, archiveCabinetIds: [] }),
    );
    // limited streams only the primary (first) camera of the first units of client 12.
    expect(items.map((i) => i.camera?.canStream)).toEqual([
      items[0]?.camera?.notRecordingReason === null,
      false,
      false,
    ]);
  });

  it("refuses other clients' cameras (404), history without the right (403) and too many ids (400)", async () => {
    const other = await idOf(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 2 ORDER BY k.id LIMIT 1",
    );
    const mine = await idOf(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 1 ORDER BY k.id LIMIT 1",
    );
    const mixed = await operator.send("POST", "/api/archive/camera_metadata", {
      cameraIds: [mine, other],
      archiveCabinetIds: [],
    });
    expect(mixed.status).toBe(404);
    expect(JSON.stringify(mixed.body)).not.toMatch(/Walmart/);
    const streamOnly = await idOf(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 10 ORDER BY k.id LIMIT 1",
    );
    expect(
      (await limited.send("POST", "/api/archive/camera_metadata", { cameraIds: [streamOnly], archiveCabinetIds: [] }))
        .status,
    ).toBe(403);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      (await operator.send("POST", "/api/archive/camera_metadata", { cameraIds: many, archiveCabinetIds: [] })).status,
    ).toBe(400);
    expect(
      (await anonymous.send("POST", "/api/archive/camera_metadata", { cameraIds: [mine], archiveCabinetIds: [] }))
        .status,
    ).toBe(401);
  });
});
