import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
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
import type { RunningServer } from "../app";
import { cabinetPresets } from "./cabinet-presets";
import { cabinetImagesEnd } from "../cameras";
import { caller, signIn, type Caller } from "../test-support";
import { startTestServer } from "../testing/server-test";
import { testRows } from "../testing/test.queries";

let server: RunningServer;
let operator: Caller;
let multi: Caller;

/** The first column of each row `sql` reads (either engine). */
const idsOf = async (sql: string): Promise<number[]> =>
  z.array(z.number()).parse((await testRows(server.query, sql)).map((row) => Object.values(row)[0]));
const idOf = async (sql: string): Promise<number> => z.number().parse((await idsOf(sql))[0]);
function parsed<S extends z.ZodType>(schema: S, response: { status: number; body: unknown }): z.output<S> {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const result = schema.safeParse(response.body);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}
const HOUR = 3_600_000;
const hourAgo = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - hours * HOUR).toISOString();

/** A live unit of client 1 with cameras that report, activated long ago. */
const unitId = () =>
  idOf(`SELECT u.id FROM live_units u WHERE u.client_id = 1 AND u.id > 1 AND u.date_activated < '2026-01-01'
    AND u.date_deactivated IS NULL
    AND NOT EXISTS (SELECT 1 FROM cameras k WHERE k.live_unit_id = u.id AND k.health_color = 'grey') ORDER BY u.id LIMIT 1`);

beforeAll(async () => {
  server = await startTestServer();
  operator = caller(server.url, await signIn(server.url, "operator"));
  multi = caller(server.url, await signIn(server.url, "multi"));
});
afterAll(async () => {
  await server.close();
});

describe("archive cabinets' images", () => {
  it("lists images of a cabinet preset before its archive's end (none of today), and serves them", async () => {
    const cabinetId = await idOf("SELECT id FROM archive_cabinets WHERE client_id = 1 ORDER BY id LIMIT 1");
    const presetId = cabinetPresets(cabinetId)[0]!.id;
    const end = Date.parse(cabinetImagesEnd(cabinetId, Date.now()));
    const images = parsed(
      PresetImagesResponseSchema,
      await operator.send("POST", "/api/archive/presets_images", {
        start: new Date(end - 6 * HOUR).toISOString(),
        end: new Date(end + 6 * HOUR).toISOString(),
        presetIds: [presetId],
      }),
    ).data;
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((i) => Date.parse(i.datetimeRecorded) < end)).toBe(true);
    const today = parsed(
      PresetImagesResponseSchema,
      await operator.send("POST", "/api/archive/presets_images", {
        start: hourAgo(3),
        end: hourAgo(2),
        presetIds: [presetId],
      }),
    ).data;
    expect(today).toEqual([]);
    expect(images.every((i) => i.presetId === presetId)).toBe(true);
    const jpeg = await fetch(new URL(images[0]!.thumbUrl, server.url));
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
    const coverage = parsed(
      ImageCoverageResponseSchema,
      await operator.send("POST", "/api/archive/image_coverage", { start, end, presetIds }),
    ).data;
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
    const meta = parsed(
      LiveUnitNavMetaResponseSchema,
      await operator.get(`/api/archive/live_units/${id}/nav_meta`),
    ).data;
    const cameraId = meta.cameraIds[1]!;
    const stop = Date.now() - 10 * 60_000;
    const body = {
      title: "History test",
      start: new Date(stop - 60_000).toISOString(),
      stop: new Date(stop).toISOString(),
    };
    const requestId = parsed(
      ArchiveRequestResponseSchema,
      await operator.send("POST", `/api/cameras/archive/${cameraId}`, body),
    ).data;
    // The unit's unfinished retrievals include it while it renders (a 60 s clip takes seconds).
    const making = parsed(
      RetrievalsResponseSchema,
      await operator.get(`/api/archive/retrievals?liveUnitId=${id}`),
    ).data;
    expect(making.map((r) => r.id)).toContain(requestId);
    expect(making.every((r) => r.status === "queued" || r.status === "rendering")).toBe(true);
    const first = parsed(
      RetrievalsResponseSchema,
      await operator.get(`/api/archive/retrievals?ids[]=${requestId}&ids[]=999999`),
    ).data;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: requestId, cameraId, liveUnitId: id, title: "History test" });
    expect(["queued", "rendering", "ready"]).toContain(first[0]!.status);
    expect(
      parsed(RetrievalsResponseSchema, await multi.get(`/api/archive/retrievals?ids[]=${requestId}`)).data,
    ).toEqual([]);
    let status = first[0]!.status;
    for (let i = 0; i < 120 && status !== "ready" && status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = parsed(RetrievalsResponseSchema, await operator.get(`/api/archive/retrievals?ids[]=${requestId}`))
        .data[0]!.status;
    }
    expect(status).toBe("ready");
    const after = parsed(RetrievalsResponseSchema, await operator.get(`/api/archive/retrievals?liveUnitId=${id}`)).data;
    expect(after.map((r) => r.id)).not.toContain(requestId);
    expect((await multi.get(`/api/archive/retrievals?liveUnitId=${id}`)).status).toBe(404);
    expect((await operator.get(`/api/archive/retrievals?liveUnitId=${id}&ids[]=${requestId}`)).status).toBe(400);
    expect((await operator.get(`/api/archive/retrievals`)).status).toBe(400);
    const [item] = parsed(
      CameraMetadataResponseSchema,
      await operator.send("POST", "/api/archive/camera_metadata", { cameraIds: [cameraId], archiveCabinetIds: [] }),
    ).data;
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
    const meta = parsed(
      LiveUnitNavMetaResponseSchema,
      await operator.get(`/api/archive/live_units/${id}/nav_meta`),
    ).data;
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
