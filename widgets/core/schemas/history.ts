import * as z from "zod";
import { IsoDateTimeSchema, TimeZoneSchema } from "./common";
import { envelope, IdSchema } from "./envelope";
import { FreeTextSchema } from "./free-text";

/**
 * Schemas of document 2 (history). Error messages of refinements are i18n-free codes
 * (see `HISTORY_ERRORS`); widgets translate them.
 */

/** Date-times and time zones (shared with the stream schemas, in zod/mini: see common.ts). */
export { IsoDateTimeSchema, TimeZoneSchema };

/** Request duration limits (document 2 §9), in seconds. */
export const REQUEST_DURATION_MIN_S = 60;
export const REQUEST_DURATION_MAX_S = 1800;
export const REQUEST_DURATION_DEFAULT_S = 240;
/**
 * How far back history reaches when a unit reports no recording start (document 2 §5), in days: the
 * timeline's earliest time and the server's earliest retrieval, one constant for both.
 */
export const ARCHIVE_LOOKBACK_DAYS = 90;

/** Codes carried as the message of refinement issues. */
export const HISTORY_ERRORS = {
  rangeOrder: "range_order",
  durationTooShort: "duration_too_short",
  durationTooLong: "duration_too_long",
} as const;

/**
 * GET /api/archive/live_units/{id}/nav_meta: history metadata of a live unit.
 * `recordingStart` and `archiveImagesStart` are null when unknown (the client then looks back 90 days).
 */
export const LiveUnitNavMetaSchema = z.object({
  liveUnitId: IdSchema,
  clientId: IdSchema,
  liveUnitName: z.string(),
  liveUnitSerialNum: z.string(),
  locationName: z.string().nullable(),
  clientName: z.string(),
  showClientNameStreamPage: z.boolean(),
  showClientNameHistoryPage: z.boolean(),
  timezone: TimeZoneSchema,
  recordingStart: z.nullable(IsoDateTimeSchema),
  archiveImagesStart: z.nullable(IsoDateTimeSchema),
  canRequestVideo: z.boolean(),
  cameraIds: z.array(IdSchema),
});
export type LiveUnitNavMeta = z.infer<typeof LiveUnitNavMetaSchema>;
export const LiveUnitNavMetaResponseSchema = envelope(LiveUnitNavMetaSchema);

/**
 * GET /api/archive/archive_cabinets/{id}/nav_meta: history metadata of an archive cabinet.
 * The spec does not list its fields; it mirrors the live-unit shape so one header renders both:
 * the cabinet's name is in `liveUnitName`, a cabinet has no serial (null), never records
 * (`recordingStart` null) and cannot request video (`canRequestVideo` is always false).
 */
export const ArchiveCabinetNavMetaSchema = z.object({
  archiveCabinetId: IdSchema,
  clientId: IdSchema,
  liveUnitName: z.string(),
  liveUnitSerialNum: z.string().nullable(),
  locationName: z.string().nullable(),
  clientName: z.string(),
  showClientNameStreamPage: z.boolean(),
  showClientNameHistoryPage: z.boolean(),
  timezone: TimeZoneSchema,
  recordingStart: z.null(),
  archiveImagesStart: z.nullable(IsoDateTimeSchema),
  /**
   * Chosen (not in the spec): the end of the archive, when its camera was removed. The history of a
   * cabinet opens on the last hour before it (a cabinet has no images of today); null or absent: open
   * at now minus one hour like a live unit.
   */
  archiveImagesEnd: z.nullable(IsoDateTimeSchema).optional(),
  canRequestVideo: z.literal(false),
  archiveCabinetIds: z.array(IdSchema),
});
export type ArchiveCabinetNavMeta = z.infer<typeof ArchiveCabinetNavMetaSchema>;
export const ArchiveCabinetNavMetaResponseSchema = envelope(ArchiveCabinetNavMetaSchema);

/**
 * Archive cabinet info (document 2 §7, path not shown; chosen: GET /api/vms/archive_cabinet_info/{id},
 * mirroring /api/vms/live_unit_info/{id}). The payload sits in data.data.
 */
export const ArchiveCabinetInfoSchema = z.object({
  archiveCabinetId: IdSchema,
  liveUnitName: z.string(),
  liveUnitSerialNum: z.string().nullable(),
  locationName: z.string().nullable(),
  clientId: IdSchema,
  clientName: z.string(),
  timezone: TimeZoneSchema,
  showClientNameStreamPage: z.boolean(),
  showClientNameHistoryPage: z.boolean(),
});
export type ArchiveCabinetInfo = z.infer<typeof ArchiveCabinetInfoSchema>;
export const ArchiveCabinetInfoResponseSchema = envelope(z.object({ data: ArchiveCabinetInfoSchema }));

/** Most ids one camera_metadata call may ask for (a unit has a handful of cameras). */
export const CAMERA_METADATA_MAX_IDS = 100;

/** Body of POST /api/archive/camera_metadata: at most `CAMERA_METADATA_MAX_IDS` ids in all. */
export const CameraMetadataRequestSchema = z
  .object({
    cameraIds: z.array(IdSchema).max(CAMERA_METADATA_MAX_IDS),
    archiveCabinetIds: z.array(IdSchema).max(CAMERA_METADATA_MAX_IDS),
  })
  .refine((r) => r.cameraIds.length + r.archiveCabinetIds.length <= CAMERA_METADATA_MAX_IDS, {
    message: "too_many_ids",
  });
export type CameraMetadataRequest = z.infer<typeof CameraMetadataRequestSchema>;

/**
 * The camera or cabinet part of a history record. `notRecordingReason` is null while recording.
 * `canStream` (not in the spec's field list, added so the 'Stream Camera' menu has a source the
 * server decides) is the caller's stream right on this camera and the camera being active; always
 * false for a cabinet.
 */
export const HistoryRecordSchema = z.object({
  id: IdSchema,
  name: z.string(),
  notRecordingReason: z.string().nullable(),
  clientId: IdSchema,
  canRequestVideo: z.boolean(),
  canStream: z.boolean(),
});
export type HistoryRecord = z.infer<typeof HistoryRecordSchema>;

/** A clip saved earlier from this camera or cabinet. Exactly one of cameraId / archiveCabinetId is set. */
export const ArchivedVideoSchema = z.object({
  id: IdSchema,
  cameraId: IdSchema.nullable(),
  archiveCabinetId: IdSchema.nullable(),
  title: z.string(),
  url: z.string(),
  bytes: z.number().int().nonnegative(),
  timestampRecorded: IsoDateTimeSchema,
  timestampRequested: IsoDateTimeSchema,
  requestedDurationMinutes: z.number().positive(),
});
export type ArchivedVideo = z.infer<typeof ArchivedVideoSchema>;

/**
 * A preset of a camera or cabinet on the history page. `default` starts expanded; `isHome` (not in
 * the spec's field list, added so the '(Home)' label has a source) marks the home preset.
 */
export const HistoryPresetSchema = z.object({
  id: IdSchema,
  cameraId: IdSchema.nullable(),
  archiveCabinetId: IdSchema.nullable(),
  name: z.string(),
  default: z.boolean(),
  isHome: z.boolean(),
});
export type HistoryPreset = z.infer<typeof HistoryPresetSchema>;

/**
 * One item of POST /api/archive/camera_metadata. The record is taken from its `camera` part or
 * its `archiveCabinet` part: exactly one of the two is an object, the other null.
 */
export const CameraMetadataItemSchema = z
  .object({
    camera: HistoryRecordSchema.nullable(),
    archiveCabinet: HistoryRecordSchema.nullable(),
    archivedVideos: z.array(ArchivedVideoSchema),
    presets: z.array(HistoryPresetSchema),
  })
  .refine((item) => (item.camera === null) !== (item.archiveCabinet === null), {
    message: "exactly_one_record",
  });
export type CameraMetadataItem = z.infer<typeof CameraMetadataItemSchema>;
export const CameraMetadataResponseSchema = envelope(z.array(CameraMetadataItemSchema));

/** The record of an item, whichever part carries it, with its kind. */
export function recordOf(item: CameraMetadataItem): { kind: "camera" | "archive_cabinet"; record: HistoryRecord } {
  if (item.camera) return { kind: "camera", record: item.camera };
  if (item.archiveCabinet) return { kind: "archive_cabinet", record: item.archiveCabinet };
  throw new Error("camera metadata item without a record");
}

/** A preset image: the full image, its thumbnail and when it was taken. */
export const PresetImageSchema = z.object({
  presetId: IdSchema,
  imageUrl: z.string(),
  thumbUrl: z.string(),
  datetimeRecorded: IsoDateTimeSchema,
});
export type PresetImage = z.infer<typeof PresetImageSchema>;
/** GET /api/archive/preset/{presetId}/images/{startISO}/{endISO} and POST /api/archive/presets_images */
export const PresetImagesResponseSchema = envelope(z.array(PresetImageSchema));

/** Path parameters of GET /api/archive/preset/{presetId}/images/{startISO}/{endISO}. */
export const PresetImagesPathSchema = z
  .object({ presetId: z.coerce.number().int().positive(), startISO: IsoDateTimeSchema, endISO: IsoDateTimeSchema })
  .refine((p) => Date.parse(p.startISO) < Date.parse(p.endISO), { message: HISTORY_ERRORS.rangeOrder });

/** Body of POST /api/archive/presets_images: images of several presets in [start, end). */
export const PresetImagesRequestSchema = z
  .object({
    start: IsoDateTimeSchema,
    end: IsoDateTimeSchema,
    presetIds: z.array(IdSchema).min(1),
  })
  .refine((r) => Date.parse(r.start) < Date.parse(r.end), { message: HISTORY_ERRORS.rangeOrder, path: ["end"] });
export type PresetImagesRequest = z.infer<typeof PresetImagesRequestSchema>;

/**
 * GET /api/archive/get_latest_preset_image_presigned_url/{presetId}: the presigned URL of the
 * latest image of a preset (also the stream page's thumbnails), or null when it has none yet.
 */
export const PresignedUrlResponseSchema = envelope(z.string().nullable());

/**
 * Body of POST /api/cameras/archive/{cameraId}: request retrieval of [start, stop].
 * The length must be within 60..1800 s (document 2 §5).
 */
export const ArchiveRequestSchema = z
  .object({
    title: FreeTextSchema({ required: true }),
    start: IsoDateTimeSchema,
    stop: IsoDateTimeSchema,
  })
  .superRefine((r, ctx) => {
    const seconds = (Date.parse(r.stop) - Date.parse(r.start)) / 1000;
    if (seconds <= 0) ctx.addIssue({ code: "custom", message: HISTORY_ERRORS.rangeOrder, path: ["stop"] });
    else if (seconds < REQUEST_DURATION_MIN_S)
      ctx.addIssue({ code: "custom", message: HISTORY_ERRORS.durationTooShort, path: ["stop"] });
    else if (seconds > REQUEST_DURATION_MAX_S)
      ctx.addIssue({ code: "custom", message: HISTORY_ERRORS.durationTooLong, path: ["stop"] });
  });
export type ArchiveRequest = z.infer<typeof ArchiveRequestSchema>;
/** The answer of POST /api/cameras/archive/{cameraId}: the id of the retrieval job. */
export const ArchiveRequestResponseSchema = envelope(IdSchema);

/** Where a video retrieval is: queued, rendering (with progress), ready or failed. */
export const RETRIEVAL_STATUSES = ["queued", "rendering", "ready", "failed"] as const;
export const RetrievalStatusValueSchema = z.enum(RETRIEVAL_STATUSES);
export type RetrievalStatusValue = z.infer<typeof RetrievalStatusValueSchema>;

/** Most retrievals one status call may ask about. */
export const RETRIEVALS_MAX_IDS = 50;

/**
 * The state of one retrieval (the id `POST /api/cameras/archive/{cameraId}` answered). Chosen, not
 * in the spec: the history page shows the progress of the clips it requested. `progress` is 0..1;
 * `error` is set when it failed. Once ready, the video is in the requested-videos list with this id.
 */
export const RetrievalStatusSchema = z.object({
  id: IdSchema,
  cameraId: IdSchema,
  liveUnitId: IdSchema,
  title: z.string(),
  status: RetrievalStatusValueSchema,
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  start: IsoDateTimeSchema,
  stop: IsoDateTimeSchema,
  requestedDatetime: IsoDateTimeSchema,
});
export type RetrievalStatus = z.infer<typeof RetrievalStatusSchema>;
/**
 * Query of GET /api/archive/retrievals: either `ids[]` (1..50: those retrievals, whatever their
 * state) or `liveUnitId` (the unit's retrievals still being made: queued or rendering, oldest
 * first, at most 50). Exactly one of the two.
 */
export const RetrievalsQuerySchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(RETRIEVALS_MAX_IDS).optional(),
  liveUnitId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
/**
 * GET /api/archive/retrievals?ids[]=… (the retrievals the caller may see, in the order asked;
 * others are left out) or ?liveUnitId=… (the unit's unfinished retrievals).
 */
export const RetrievalsResponseSchema = envelope(z.array(RetrievalStatusSchema));

/** Longest period one image coverage call may ask about (a local day crosses at most two UTC days). */
export const COVERAGE_MAX_HOURS = 48;

/**
 * Body of POST /api/archive/image_coverage (chosen, beyond the spec: the history page's day strip
 * shows where images exist). Start and end are on the hour.
 */
export const ImageCoverageRequestSchema = z
  .object({
    start: IsoDateTimeSchema,
    end: IsoDateTimeSchema,
    presetIds: z.array(IdSchema).min(1).max(50),
  })
  .refine((r) => Date.parse(r.start) < Date.parse(r.end), { message: HISTORY_ERRORS.rangeOrder, path: ["end"] })
  .refine((r) => Date.parse(r.end) - Date.parse(r.start) <= COVERAGE_MAX_HOURS * 3_600_000, {
    message: "range_too_long",
    path: ["end"],
  });
export type ImageCoverageRequest = z.infer<typeof ImageCoverageRequestSchema>;

/** The periods `[start, end)` in which a preset has images (gaps: the camera was offline or not recording). */
export const ImageCoverageSchema = z.object({
  presetId: IdSchema,
  ranges: z.array(z.object({ start: IsoDateTimeSchema, end: IsoDateTimeSchema })),
});
export type ImageCoverage = z.infer<typeof ImageCoverageSchema>;
export const ImageCoverageResponseSchema = envelope(z.array(ImageCoverageSchema));
