import { describe, expect, it } from "vitest";
import {
  ArchiveRequestResponseSchema,
  ARCHIVE_LOOKBACK_DAYS,
  CameraMetadataResponseSchema,
  ErrorBodySchema,
  ImageCoverageResponseSchema,
  LiveUnitNavMetaResponseSchema,
  PresetImagesResponseSchema,
  RetrievalsResponseSchema,
} from "../../../widgets/core/schemas";
import { cabinetPresets } from "./cabinet-presets";
import { cabinetImagesEnd } from "../cameras";
import { useTestServer } from "../testing/file-server";
import { healthyUnit } from "../testing/history-units";
import { ok } from "../testing/server-test";

const file = useTestServer(["operator", "multi"]);
const { operator, multi, idsOf } = file;
const idOf = (sql: string) => file.server.idOf(sql);
const HOUR = 3_600_000;
const hourAgo = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - hours * HOUR).toISOString();

/** A live unit of client 1 with cameras that report, activated long ago. */
const unitId = () => healthyUnit(file.server, 1, "2026-01-01");

describe("archive cabinets' images", () => {
  it("lists images of a cabinet preset before its archive's end (none of today), and serves them", async () => {
    const cabinetId = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 1 ORDER BY id LIMIT 1");
    const presetId = cabinetPresets(cabinetId)[0]!.id;
    const end = Date.parse(cabinetImagesEnd(cabinetId, Date.now()));
    const images = ok(
      PresetImagesResponseSchema,
      await operator.send("POST", "/api/archive/presets_images", {
        start: new Date(end - 6 * HOUR).toISOString(),
        end: new Date(end + 6 * HOUR).toISOString(),
        presetIds: [presetId],
      }),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((i) => Date.parse(i.datetimeRecorded) < end)).toBe(true);
    const today = ok(
      PresetImagesResponseSchema,
      await operator.send("POST", "/api/archive/presets_images", {
        start: hourAgo(3),
        end: hourAgo(2),
        presetIds: [presetId],
      }),
    );
    expect(today).toEqual([]);
    expect(images.every((i) => i.presetId === presetId)).toBe(true);
    const jpeg = await fetch(new URL(images[0]!.thumbUrl, file.server.url));
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await jpeg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(
      (
        await multi.send("POST", "/api/archive/presets_images", {
          start: new Date(end - 6 * HOUR).toISOString(),
          end: new Date(end).toISOString(),
          presetIds: [presetId],
        })
      ).status,
    ).toBe(404);
  });

  it("cannot stream a cabinet's archive camera", async () => {
    expect((await operator.get("/api/vms/stream_camera/20000001/meta")).status).toBe(404);
  });
});

describe("POST /api/archive/image_coverage", () => {
  it("gives the periods with images, in order, inside the range", async () => {
    const presetIds = await idsOf(
      `SELECT p.id FROM presets p JOIN cameras k ON k.id = p.camera_id WHERE k.live_unit_id = ${await unitId()} ORDER BY p.id`,
    );
    const start = hourAgo(30);
    const end = hourAgo(0);
    const coverage = ok(
      ImageCoverageResponseSchema,
      await operator.send("POST", "/api/archive/image_coverage", { start, end, presetIds }),
    );
    expect(coverage.map((c) => c.presetId)).toEqual(presetIds);
    for (const { ranges } of coverage) {
      expect(ranges.length).toBeGreaterThan(0);
      for (const [i, r] of ranges.entries()) {
        expect(Date.parse(r.start)).toBeGreaterThanOrEqual(Date.parse(start));
        expect(Date.parse(r.end)).toBeLessThanOrEqual(Date.parse(end));
        if (i > 0) expect(Date.parse(r.start)).toBeGreaterThan(Date.parse(ranges[i - 1]!.end));
      }
    }
  });

  it("refuses starts off the hour, more than 48 h, and other clients' presets", async () => {
    const presetId = await idOf(
      `SELECT p.id FROM presets p JOIN cameras k ON k.id = p.camera_id WHERE k.live_unit_id = ${await unitId()} ORDER BY p.id LIMIT 1`,
    );
    const off = new Date(Date.parse(hourAgo(2)) + 60_000).toISOString();
    const bad = await operator.send("POST", "/api/archive/image_coverage", {
      start: off,
      end: hourAgo(0),
      presetIds: [presetId],
    });
    expect(bad.status).toBe(400);
    expect(ErrorBodySchema.parse(bad.body).error).toMatch(/on the hour/);
    expect(
      (
        await operator.send("POST", "/api/archive/image_coverage", {
          start: hourAgo(49),
          end: hourAgo(0),
          presetIds: [presetId],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await multi.send("POST", "/api/archive/image_coverage", {
          start: hourAgo(2),
          end: hourAgo(0),
          presetIds: [presetId],
        })
      ).status,
    ).toBe(404);
  });
});

describe("retrievals: progress, archived videos and the recording start", () => {
  it("follows a retrieval to ready and lists it among the camera's archived videos", async () => {
    const id = await unitId();
    const meta = ok(LiveUnitNavMetaResponseSchema, await operator.get(`/api/archive/live_units/${id}/nav_meta`));
    const cameraId = meta.cameraIds[1]!;
    const stop = Date.now() - 10 * 60_000;
    const body = {
      title: "History test",
      start: new Date(stop - 60_000).toISOString(),
      stop: new Date(stop).toISOString(),
    };
    const requestId = ok(
      ArchiveRequestResponseSchema,
      await operator.send("POST", `/api/cameras/archive/${cameraId}`, body),
    );
    // The unit's unfinished retrievals include it while it renders (a 60 s clip takes seconds).
    const making = ok(RetrievalsResponseSchema, await operator.get(`/api/archive/retrievals?liveUnitId=${id}`));
    expect(making.map((r) => r.id)).toContain(requestId);
    expect(making.every((r) => r.status === "queued" || r.status === "rendering")).toBe(true);
    const first = ok(
      RetrievalsResponseSchema,
      await operator.get(`/api/archive/retrievals?ids[]=${requestId}&ids[]=999999`),
    );
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: requestId, cameraId, liveUnitId: id, title: "History test" });
    expect(["queued", "rendering", "ready"]).toContain(first[0]!.status);
    expect(ok(RetrievalsResponseSchema, await multi.get(`/api/archive/retrievals?ids[]=${requestId}`))).toEqual([]);
    let status = first[0]!.status;
    for (let i = 0; i < 120 && status !== "ready" && status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = ok(RetrievalsResponseSchema, await operator.get(`/api/archive/retrievals?ids[]=${requestId}`))[0]!
        .status;
    }
    expect(status).toBe("ready");
    const after = ok(RetrievalsResponseSchema, await operator.get(`/api/archive/retrievals?liveUnitId=${id}`));
    expect(after.map((r) => r.id)).not.toContain(requestId);
    expect((await multi.get(`/api/archive/retrievals?liveUnitId=${id}`)).status).toBe(404);
    expect((await operator.get(`/api/archive/retrievals?liveUnitId=${id}&ids[]=${requestId}`)).status).toBe(400);
    expect((await operator.get(`/api/archive/retrievals`)).status).toBe(400);
    const [item] = ok(
      CameraMetadataResponseSchema,
      await operator.send("POST", "/api/archive/camera_metadata", { cameraIds: [cameraId], archiveCabinetIds: [] }),
    );
    expect(item?.archivedVideos[0]).toMatchObject({
      id: requestId,
      cameraId,
      title: "History test",
      requestedDurationMinutes: 1,
    });
    expect(item?.archivedVideos[0]?.bytes).toBeGreaterThan(0);
  }, 60_000);

  it("refuses a retrieval before the unit's recording start and accepts one after it", async () => {
    const id = await unitId();
    const meta = ok(LiveUnitNavMetaResponseSchema, await operator.get(`/api/archive/live_units/${id}/nav_meta`));
    const recordingStart =
      meta.recordingStart === null ? Date.now() - ARCHIVE_LOOKBACK_DAYS * 86_400_000 : Date.parse(meta.recordingStart);
    const at = (ms: number) => ({
      title: "Edge",
      start: new Date(ms).toISOString(),
      stop: new Date(ms + 60_000).toISOString(),
    });
    const before = await operator.send(
      "POST",
      `/api/cameras/archive/${meta.cameraIds[0]}`,
      at(recordingStart - 60_000),
    );
    expect(before.status).toBe(400);
    expect(ErrorBodySchema.parse(before.body).error).toMatch(/recording start/);
    const after = await operator.send("POST", `/api/cameras/archive/${meta.cameraIds[0]}`, at(recordingStart + 60_000));
    expect(after.status).toBe(200);
  }, 60_000); // ffmpeg renders a 60 s clip: seconds alone, more on a busy machine (the poll gives it 30 s)
});
