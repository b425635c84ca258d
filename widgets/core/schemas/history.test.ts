import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  ArchiveCabinetInfoResponseSchema,
  ArchiveCabinetNavMetaResponseSchema,
  ArchiveRequestResponseSchema,
  ArchiveRequestSchema,
  CameraMetadataRequestSchema,
  CameraMetadataResponseSchema,
  HISTORY_ERRORS,
  ImageCoverageRequestSchema,
  ImageCoverageResponseSchema,
  LiveUnitNavMetaResponseSchema,
  PresetImagesPathSchema,
  PresetImagesRequestSchema,
  PresetImagesResponseSchema,
  PresignedUrlResponseSchema,
  recordOf,
  RetrievalsQuerySchema,
  RetrievalsResponseSchema,
} from "./history";

/** The readable message of a rejected value (fails the test when the value is accepted). */
function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const navMeta = {
  liveUnitId: 4021,
  clientId: 17,
  liveUnitName: "LVT-4021 North Lot",
  liveUnitSerialNum: "LVT4021A",
  locationName: "Walmart Supercenter #1184",
  clientName: "Walmart",
  showClientNameStreamPage: true,
  showClientNameHistoryPage: false,
  timezone: "America/Chicago",
  recordingStart: "2026-09-01T00:00:00.000Z",
  archiveImagesStart: "2026-08-24T12:00:00Z",
  canRequestVideo: true,
  cameraIds: [12061, 12062, 12063],
};

const record = {
  id: 12061,
  name: "PTZ North",
  notRecordingReason: null,
  clientId: 17,
  canRequestVideo: true,
  canStream: true,
};
const metadataItem = {
  camera: record,
  archiveCabinet: null,
  archivedVideos: [
    {
      id: 88,
      cameraId: 12061,
      archiveCabinetId: null,
      title: "Break-in at gate",
      url: "https://media.example.com/clips/88.mp4",
      bytes: 48_221_004,
      timestampRecorded: "2026-11-20T03:14:00Z",
      timestampRequested: "2026-11-20T09:01:12Z",
      requestedDurationMinutes: 4,
    },
  ],
  presets: [{ id: 501, cameraId: 12061, archiveCabinetId: null, name: "Gate", default: true, isHome: true }],
};

describe("live unit nav_meta", () => {
  it("accepts a realistic answer", () => {
    expect(LiveUnitNavMetaResponseSchema.parse(ok(navMeta)).data.cameraIds).toHaveLength(3);
    expect(
      LiveUnitNavMetaResponseSchema.parse(ok({ ...navMeta, recordingStart: null })).data.recordingStart,
    ).toBeNull();
  });
  it("rejects a wrong status, a missing field and a bad date", () => {
    expect(rejection(LiveUnitNavMetaResponseSchema, { ...ok(navMeta), status: 500 })).toMatch(/status/);
    const { timezone: _t, ...noZone } = navMeta;
    expect(rejection(LiveUnitNavMetaResponseSchema, ok(noZone))).toMatch(/data\.timezone/);
    expect(rejection(LiveUnitNavMetaResponseSchema, ok({ ...navMeta, recordingStart: "yesterday" }))).toMatch(
      /data\.recordingStart/,
    );
    expect(rejection(LiveUnitNavMetaResponseSchema, ok({ ...navMeta, cameraIds: ["12061"] }))).toMatch(
      /expected number/,
    );
  });
});

describe("archive cabinet nav_meta and info", () => {
  const cabinet = {
    archiveCabinetId: 311,
    clientId: 17,
    liveUnitName: "Cabinet 311",
    liveUnitSerialNum: null,
    locationName: "Depot 4",
    clientName: "Walmart",
    showClientNameStreamPage: false,
    showClientNameHistoryPage: true,
    timezone: "America/Denver",
    recordingStart: null,
    archiveImagesStart: "2025-02-01T00:00:00Z",
    canRequestVideo: false,
    archiveCabinetIds: [311],
  };
  it("accepts a cabinet and refuses one that claims to request video", () => {
    expect(ArchiveCabinetNavMetaResponseSchema.parse(ok(cabinet)).data.archiveCabinetIds).toEqual([311]);
    expect(rejection(ArchiveCabinetNavMetaResponseSchema, ok({ ...cabinet, canRequestVideo: true }))).toMatch(
      /canRequestVideo/,
    );
  });
  it("reads info in data.data", () => {
    const info = {
      archiveCabinetId: 311,
      liveUnitName: "Cabinet 311",
      liveUnitSerialNum: null,
      locationName: "Depot 4",
      clientId: 17,
      clientName: "Walmart",
      timezone: "America/Denver",
      showClientNameStreamPage: false,
      showClientNameHistoryPage: true,
    };
    expect(ArchiveCabinetInfoResponseSchema.parse(ok({ data: info })).data.data.clientName).toBe("Walmart");
    expect(rejection(ArchiveCabinetInfoResponseSchema, ok(info))).toMatch(/data\.data/);
  });
});

describe("camera_metadata", () => {
  it("accepts the body and a camera item, and finds the record", () => {
    expect(CameraMetadataRequestSchema.parse({ cameraIds: [1, 2], archiveCabinetIds: [] }).cameraIds).toEqual([1, 2]);
    const [item] = CameraMetadataResponseSchema.parse(ok([metadataItem])).data;
    expect(item && recordOf(item)).toEqual({ kind: "camera", record });
    const cabinetItem = {
      ...metadataItem,
      camera: null,
      archiveCabinet: { ...record, id: 311, canRequestVideo: false },
    };
    const [parsed] = CameraMetadataResponseSchema.parse(ok([cabinetItem])).data;
    expect(parsed && recordOf(parsed).kind).toBe("archive_cabinet");
  });
  it("rejects an item with neither or both records, and bad bodies", () => {
    expect(rejection(CameraMetadataResponseSchema, ok([{ ...metadataItem, camera: null }]))).toMatch(
      /exactly_one_record/,
    );
    expect(rejection(CameraMetadataResponseSchema, ok([{ ...metadataItem, archiveCabinet: record }]))).toMatch(
      /exactly_one_record/,
    );
    expect(rejection(CameraMetadataRequestSchema, { cameraIds: [1] })).toMatch(/archiveCabinetIds/);
    expect(rejection(CameraMetadataRequestSchema, { cameraIds: [-1], archiveCabinetIds: [] })).toMatch(
      /cameraIds\[0\]/,
    );
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(CameraMetadataRequestSchema.safeParse({ cameraIds: ids(60), archiveCabinetIds: ids(40) }).success).toBe(
      true,
    );
    expect(rejection(CameraMetadataRequestSchema, { cameraIds: ids(60), archiveCabinetIds: ids(41) })).toMatch(
      /too_many_ids/,
    );
    expect(rejection(CameraMetadataRequestSchema, { cameraIds: ids(101), archiveCabinetIds: [] })).toMatch(/cameraIds/);
  });
  it("requires canStream on a record", () => {
    const { canStream: _s, ...noStream } = record;
    expect(rejection(CameraMetadataResponseSchema, ok([{ ...metadataItem, camera: noStream }]))).toMatch(/canStream/);
  });
  it("rejects a preset without its default flag", () => {
    const { default: _d, ...preset } = metadataItem.presets[0]!;
    expect(rejection(CameraMetadataResponseSchema, ok([{ ...metadataItem, presets: [preset] }]))).toMatch(/default/);
  });
});

describe("preset images", () => {
  const image = {
    presetId: 501,
    imageUrl: "https://img.example.com/501/2026-11-21T14-10.jpg",
    thumbUrl: "https://img.example.com/501/2026-11-21T14-10.thumb.jpg",
    datetimeRecorded: "2026-11-21T14:10:00Z",
  };
  it("accepts images and the two requests", () => {
    expect(PresetImagesResponseSchema.parse(ok([image])).data[0]?.presetId).toBe(501);
    const body = { start: "2026-11-21T14:00:00Z", end: "2026-11-21T15:00:00Z", presetIds: [501, 502] };
    expect(PresetImagesRequestSchema.parse(body)).toEqual(body);
    expect(PresetImagesPathSchema.parse({ presetId: "501", startISO: body.start, endISO: body.end }).presetId).toBe(
      501,
    );
  });
  it("rejects reversed ranges, no presets and a missing thumbnail", () => {
    const body = { start: "2026-11-21T15:00:00Z", end: "2026-11-21T14:00:00Z", presetIds: [501] };
    expect(rejection(PresetImagesRequestSchema, body)).toMatch(HISTORY_ERRORS.rangeOrder);
    expect(rejection(PresetImagesRequestSchema, { ...body, end: "2026-11-21T16:00:00Z", presetIds: [] })).toMatch(
      /presetIds/,
    );
    const { thumbUrl: _t, ...noThumb } = image;
    expect(rejection(PresetImagesResponseSchema, ok([noThumb]))).toMatch(/thumbUrl/);
  });
  it("accepts a presigned URL or null", () => {
    expect(PresignedUrlResponseSchema.parse(ok("https://s3.example.com/x.jpg?X-Amz-Signature=ab")).data).toMatch(
      /^https/,
    );
    expect(PresignedUrlResponseSchema.parse(ok(null)).data).toBeNull();
    expect(rejection(PresignedUrlResponseSchema, ok(42))).toMatch(/expected string/);
  });
});

describe("archive request", () => {
  const body = { title: "Gate incident", start: "2026-11-21T14:30:00Z", stop: "2026-11-21T14:34:00Z" };
  it("accepts 60 to 1800 s and answers a job id", () => {
    expect(ArchiveRequestSchema.parse(body)).toEqual(body);
    expect(ArchiveRequestSchema.safeParse({ ...body, stop: "2026-11-21T14:31:00Z" }).success).toBe(true);
    expect(ArchiveRequestSchema.safeParse({ ...body, stop: "2026-11-21T15:00:00Z" }).success).toBe(true);
    expect(ArchiveRequestResponseSchema.parse(ok(9912)).data).toBe(9912);
  });
  it("rejects too short, too long, reversed and untitled requests", () => {
    expect(rejection(ArchiveRequestSchema, { ...body, stop: "2026-11-21T14:30:59Z" })).toMatch(
      HISTORY_ERRORS.durationTooShort,
    );
    expect(rejection(ArchiveRequestSchema, { ...body, stop: "2026-11-21T15:00:01Z" })).toMatch(
      HISTORY_ERRORS.durationTooLong,
    );
    expect(rejection(ArchiveRequestSchema, { ...body, stop: body.start })).toMatch(HISTORY_ERRORS.rangeOrder);
    expect(rejection(ArchiveRequestSchema, { ...body, title: "" })).toMatch(/title/);
    expect(rejection(ArchiveRequestResponseSchema, ok(1.5))).toMatch(/int/i);
  });
});

describe("retrievals and image coverage (chosen calls)", () => {
  const retrieval = {
    id: 5,
    cameraId: 12061,
    liveUnitId: 4021,
    title: "Gate",
    status: "rendering",
    progress: 0.4,
    error: null,
    start: "2026-11-21T14:30:00Z",
    stop: "2026-11-21T14:34:00Z",
    requestedDatetime: "2026-11-21T15:00:00Z",
  };
  it("accepts a retrieval's state and its query, and refuses a bad status or progress", () => {
    expect(RetrievalsResponseSchema.parse(ok([retrieval])).data[0]?.status).toBe("rendering");
    expect(RetrievalsQuerySchema.parse({ ids: ["5", "6"] }).ids).toEqual([5, 6]);
    expect(rejection(RetrievalsQuerySchema, { ids: [] })).toMatch(/ids/);
    expect(rejection(RetrievalsQuerySchema, { ids: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toMatch(
      /ids/,
    );
    expect(rejection(RetrievalsResponseSchema, ok([{ ...retrieval, status: "done" }]))).toMatch(/status/);
    expect(rejection(RetrievalsResponseSchema, ok([{ ...retrieval, progress: 1.5 }]))).toMatch(/progress/);
  });
  it("accepts coverage and bounds its request to 48 hours", () => {
    const body = { start: "2026-11-20T06:00:00Z", end: "2026-11-21T06:00:00Z", presetIds: [1] };
    expect(ImageCoverageRequestSchema.parse(body)).toEqual(body);
    expect(rejection(ImageCoverageRequestSchema, { ...body, end: "2026-11-22T07:00:00Z" })).toMatch(/range_too_long/);
    expect(rejection(ImageCoverageRequestSchema, { ...body, end: body.start })).toMatch(HISTORY_ERRORS.rangeOrder);
    const coverage = { presetId: 1, ranges: [{ start: "2026-11-20T06:00:00Z", end: "2026-11-20T07:10:00Z" }] };
    expect(ImageCoverageResponseSchema.parse(ok([coverage])).data).toEqual([coverage]);
  });
});
