import * as z from "zod/mini";
import { envelope, IdSchema } from "./base";
import { FreeTextSchema } from "./free-text";
import { IsoDateTimeSchema, ViewerSchema } from "./common";
import { PresetSchema, ThumbnailPresetRefSchema } from "./camera-meta";
import { UnitHealthSchema } from "./units";

export * from "./camera-meta";

/**
 * Schemas of document 3 for the stream page (meta, capabilities and permissions from `camera-meta.ts`), presets, patrol, stream
 * sessions. In zod/mini (the partner tag `<vms-camera>` parses with them): `z.parse(Schema, value)`.
 */

/** A non-empty string. */
const NonEmptySchema = z.string().check(z.minLength(1));

/**
 * A camera in the 'At this Location' column. `uptimeSummary` has the unit-health shape (its
 * colour is the health dot). Chosen path: GET /api/vms/stream_camera/{cameraId}/location_cameras
 * answers every camera at that camera's location (the camera itself included); the widget groups them by live unit.
 */
export const CameraListItemSchema = z.object({
  id: IdSchema,
  cameraName: z.string(),
  liveUnitId: IdSchema,
  liveUnitName: z.string(),
  locationId: z.nullable(IdSchema),
  active: z.boolean(),
  uptimeSummary: UnitHealthSchema,
  thumbnailPreset: z.nullable(ThumbnailPresetRefSchema),
});
export type CameraListItem = z.infer<typeof CameraListItemSchema>;
export const LocationCamerasResponseSchema = envelope(z.array(CameraListItemSchema));

/** Body of POST /api/vms/presets; the answer is the new preset's id (it has isHome false). */
export const PresetCreateSchema = z.object({
  cameraId: IdSchema,
  liveUnitId: IdSchema,
  name: FreeTextSchema({ trim: true, required: true }),
});
export type PresetCreate = z.infer<typeof PresetCreateSchema>;
export const PresetCreateResponseSchema = envelope(IdSchema);

/** Body of PUT /api/vms/presets/{presetId}; the answer is the updated preset. */
export const PresetUpdateSchema = z.object({ name: FreeTextSchema({ trim: true, required: true }) });
export type PresetUpdate = z.infer<typeof PresetUpdateSchema>;
export const PresetUpdateResponseSchema = envelope(PresetSchema);

/** GET /api/cameras/suspend_patrol_state/{cameraId}: data is true while patrol is suspended. */
export const PatrolStateResponseSchema = envelope(z.boolean());

/** Title of every quick video (document 3 §9). */
export const QUICK_VIDEO_TITLE = "Capture Last 5 Minutes";
/** How much a quick video captures: the last this many seconds (the title says 5 minutes). */
export const QUICK_VIDEO_SECONDS = 300;
/** Body of POST /api/vms/history/quick_video (one call per camera); the answer is the retrieval id. */
export const QuickVideoRequestSchema = z.object({
  camera_id: IdSchema,
  title: FreeTextSchema({ required: true }),
});
export type QuickVideoRequest = z.infer<typeof QuickVideoRequestSchema>;
export const QuickVideoResponseSchema = envelope(IdSchema);

/**
 * GET /api/speaker_talkdown/start/{cameraId}: opens a talk-down session. The spec names the
 * heartbeat and end paths `/{a}/{b}`; here a = cameraId, b = sessionId. The client sends a
 * heartbeat every `heartbeatIntervalMs`; the session ends on its own after `timeoutMs` without one.
 */
export const TalkdownSessionSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  heartbeatIntervalMs: z.int().check(z.positive()),
  timeoutMs: z.int().check(z.positive()),
  /**
   * Chosen: where the microphone's audio goes (a voice gateway's WHIP-style signalling URL, as the voice
   * token's `signalingUrl`); absent when the speaker takes no audio from the browser.
   */
  signalingUrl: z.optional(z.string().check(z.minLength(1))),
});
export type TalkdownSession = z.infer<typeof TalkdownSessionSchema>;
export const TalkdownStartResponseSchema = envelope(TalkdownSessionSchema);
/** GET /api/speaker_talkdown/heartbeat/{cameraId}/{sessionId}: false when the session is gone. */
export const TalkdownHeartbeatResponseSchema = envelope(z.object({ active: z.boolean() }));
/** GET /api/speaker_talkdown/end/{cameraId}/{sessionId} */
export const TalkdownEndResponseSchema = envelope(z.null());

/** Stream profiles: `main` (640x360, 15 fps) and `sub` (320x180, 6 fps, for mosaics and small players). */
export const STREAM_PROFILES = ["main", "sub"] as const;
export const StreamProfileSchema = z.enum(STREAM_PROFILES);
export type StreamProfile = z.infer<typeof StreamProfileSchema>;

/** Query of the start call: the profile to have running when the player connects (default main). */
export const StreamStartQuerySchema = z.object({ profile: z.optional(StreamProfileSchema) });

/**
 * What `camString` holds: a JSON text with every URL a player needs, so it picks WebRTC (WHEP) or
 * HTML5 video (HLS) and the main stream or the substream itself. URLs are relative to the API base
 * URL and carry their own access token (valid until `expiresAt`); `whep` is null when the camera
 * has no WebRTC. WHEP: POST an SDP offer (`application/sdp`) to the URL, answer 201 with the SDP
 * answer and a `Location` to DELETE when done. HLS: an fMP4 playlist with 1 s segments.
 */
export const CamStringSchema = z.object({
  v: z.literal(1),
  cameraId: IdSchema,
  expiresAt: IsoDateTimeSchema,
  whep: z.nullable(z.object({ main: NonEmptySchema, sub: NonEmptySchema })),
  hls: z.object({ main: NonEmptySchema, sub: NonEmptySchema }),
});
export type CamString = z.infer<typeof CamStringSchema>;

/** The URLs of a `camString`, or null when it is not one. */
export function parseCamString(camString: string): CamString | null {
  try {
    const parsed = z.safeParse(CamStringSchema, JSON.parse(camString));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Stream start (path not shown; chosen: POST /api/vms/stream/{cameraId}/start).
 * `camString` holds the stream's URLs (see `CamStringSchema`); `whepUrl` and `hlsUrl` repeat its
 * main-stream URLs (`whepUrl` null when the camera has no WebRTC). `canConfigure` allows Live Unit Settings.
 */
export const StreamStartSchema = z.object({
  camString: NonEmptySchema,
  canConfigure: z.boolean(),
  whepUrl: z.nullable(z.string()),
  hlsUrl: z.nullable(z.string()),
});
export type StreamStart = z.infer<typeof StreamStartSchema>;
export const StreamStartResponseSchema = envelope(StreamStartSchema);

/** Body of stream check-in (chosen: POST /api/vms/stream/{cameraId}/check_in): the started stream. */
export const StreamCheckInRequestSchema = z.object({ camString: NonEmptySchema });
export type StreamCheckInRequest = z.infer<typeof StreamCheckInRequestSchema>;
/** The check-in answer: who is watching this camera, first joined first (the first has control). */
export const StreamCheckInSchema = z.object({ viewers: z.array(ViewerSchema) });
export type StreamCheckIn = z.infer<typeof StreamCheckInSchema>;
export const StreamCheckInResponseSchema = envelope(StreamCheckInSchema);
/** Stream check-out (chosen: POST /api/vms/stream/{cameraId}/check_out). */
export const StreamCheckOutResponseSchema = envelope(z.null());

/** Local storage: recently visited live units, newest first, at most 20, one entry per live unit. */
export const RECENTLY_VISITED_MAX = 20;
export const RecentlyVisitedEntrySchema = z.object({
  liveUnitId: IdSchema,
  cameraId: IdSchema,
  visitedAt: IsoDateTimeSchema,
});
export type RecentlyVisitedEntry = z.infer<typeof RecentlyVisitedEntrySchema>;
export const RecentlyVisitedSchema = z.array(RecentlyVisitedEntrySchema).check(
  z.maxLength(RECENTLY_VISITED_MAX),
  z.refine((list) => new Set(list.map((e) => e.liveUnitId)).size === list.length, {
    message: "duplicate_live_unit",
  }),
);
export type RecentlyVisited = z.infer<typeof RecentlyVisitedSchema>;
