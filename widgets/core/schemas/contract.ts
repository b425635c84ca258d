import * as z from "zod";
import { AlertResponseSchema, AlertsResponseSchema, ResolvePayloadSchema, ResolveResponseSchema } from "./alerts";
import {
  CommandResponseSchema,
  GoToPresetSchema,
  PtzCommandSchema,
  RelayCommandSchema,
  SnapshotResponseSchema,
  SpeakerMicCommandSchema,
  SpeakerSoundCommandSchema,
  SuspendPatrolCommandSchema,
} from "./camera-controls";
import { FavouritesListResponseSchema, FavouritesListWriteSchema } from "./favourites";
import {
  ArchiveCabinetInfoResponseSchema,
  ArchiveCabinetNavMetaResponseSchema,
  ArchiveRequestResponseSchema,
  ArchiveRequestSchema,
  CameraMetadataRequestSchema,
  CameraMetadataResponseSchema,
  LiveUnitNavMetaResponseSchema,
  PresetImagesPathSchema,
  PresetImagesRequestSchema,
  PresetImagesResponseSchema,
  PresignedUrlResponseSchema,
} from "./history";
import { MosaicResponseSchema } from "./mosaic";
import {
  RequestedVideosQuerySchema,
  RequestedVideosResponseSchema,
  ShareLinkQuerySchema,
  ShareLinkResponseSchema,
} from "./requested-videos";
import { SEARCH_SORTS, SearchIndexSchema, SearchResponseSchema, SearchRightsResponseSchema } from "./search";
import {
  AuthResultResponseSchema,
  ClientsResponseSchema,
  EmptyResponseSchema,
  FeatureFlagsResponseSchema,
  INFORMATIONAL_VIDEO_PAGES,
  InformationalVideosResponseSchema,
  InformationalVideoViewResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
} from "./session";
import {
  CameraPermissionsResponseSchema,
  CapabilitiesResponseSchema,
  LocationCamerasResponseSchema,
  PatrolStateResponseSchema,
  PresetCreateResponseSchema,
  PresetCreateSchema,
  PresetUpdateResponseSchema,
  PresetUpdateSchema,
  QuickVideoRequestSchema,
  QuickVideoResponseSchema,
  StreamCheckInRequestSchema,
  StreamCheckInResponseSchema,
  StreamCheckOutResponseSchema,
  StreamMetaResponseSchema,
  StreamStartResponseSchema,
  TalkdownEndResponseSchema,
  TalkdownHeartbeatResponseSchema,
  TalkdownStartResponseSchema,
} from "./stream";
import {
  ArchiveCabinetDetailResponseSchema,
  ArchiveCabinetsResponseSchema,
  DefaultStreamingCameraResponseSchema,
  LegacySearchResponseSchema,
  LiveUnitDetailResponseSchema,
  LiveUnitInfoResponseSchema,
  LiveUnitsResponseSchema,
} from "./units";
import { VoiceTokenResponseSchema } from "./voice";

/**
 * The API contract: every HTTP call of documents 1, 2 and 3 in one table. The reference server
 * registers and tests its routes from it; `scripts/generate-openapi.ts` writes docs/api from it.
 *
 * Paths use `:name` for parameters and `::` for a literal colon (Fastify's convention; see
 * `toFastifyPath`). Path ids arrive as text and are coerced to positive integers.
 * `chosen: true` marks a path or method the spec does not show, chosen here.
 */
export interface ContractCall {
  id: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  doc: 1 | 2 | 3;
  summary: string;
  chosen?: true;
}

/** A path id: text in the URL, a positive integer once parsed. */
export const PathIdSchema = z.coerce.number().int().positive();
/** An array of ids in a bracket-style query (`client_ids[]=1&client_ids[]=2`). */
const QueryIdsSchema = z.array(PathIdSchema);

const cameraParams = z.object({ cameraId: PathIdSchema });
const liveUnitParams = z.object({ liveUnitId: PathIdSchema });
const talkdownParams = z.object({ cameraId: PathIdSchema, sessionId: z.string().min(1) });
const unitListQuery = z.object({ client_ids: QueryIdsSchema.optional(), region_ids: QueryIdsSchema.optional() });
const legacyQuery = z.object({ query: z.string().max(200).optional() });

function call<const C extends ContractCall>(c: C): C {
  return c;
}

export const CONTRACT = [
  // Document 1: session, map, search, detail, favourites
  call({
    id: "clients",
    method: "GET",
    path: "/api/clients",
    query: z.object({ page_type: z.literal("streaming").optional() }),
    response: ClientsResponseSchema,
    doc: 1,
    summary: "Clients the user can stream",
  }),
  call({
    id: "userInfo",
    method: "GET",
    path: "/api/vms/user_info",
    response: UserInfoResponseSchema,
    doc: 1,
    summary: "The signed-in user",
  }),
  call({
    id: "featureFlags",
    method: "GET",
    path: "/api/feature_flags",
    response: FeatureFlagsResponseSchema,
    doc: 1,
    summary: "Feature flag names of the user",
  }),
  call({
    id: "productEntitlements",
    method: "GET",
    path: "/api/user/product-entitlements",
    response: ProductEntitlementsResponseSchema,
    doc: 1,
    summary: "Product entitlements (admin, command center, VMS)",
  }),
  call({
    id: "signOut",
    method: "POST",
    path: "/api/auth/signout",
    response: EmptyResponseSchema,
    doc: 1,
    summary: "End the session",
    chosen: true,
  }),
  call({
    id: "deleteCookies",
    method: "DELETE",
    path: "/api/cookies/delete",
    response: EmptyResponseSchema,
    doc: 1,
    summary: "Clear the session cookies",
  }),
  call({
    id: "token",
    method: "GET",
    path: "/api/auth/token",
    response: AuthResultResponseSchema,
    doc: 1,
    summary: "The user token (default token URL)",
    chosen: true,
  }),
  call({
    id: "search",
    method: "GET",
    path: "/api/vms/search",
    query: z.object({
      /** '*' (the default) matches everything. */
      q: z.string().max(500).optional(),
      offset: z.coerce.number().int().nonnegative().optional(),
      limit: z.coerce.number().int().nonnegative().max(10000).optional(),
      filter: z
        .object({
          indices: z.array(SearchIndexSchema).optional(),
          client_id: QueryIdsSchema.optional(),
          region_id: QueryIdsSchema.optional(),
        })
        .optional(),
      sort: z.enum(SEARCH_SORTS).optional(),
    }),
    response: SearchResponseSchema,
    doc: 1,
    summary: "Full-text search over units, cabinets, clients and regions ('*' for all)",
  }),
  call({
    id: "searchRights",
    method: "GET",
    path: "/api/vms/search/rights",
    query: z.object({ indices: z.array(SearchIndexSchema).optional() }),
    response: SearchRightsResponseSchema,
    doc: 1,
    summary: "Stream and request-video rights",
  }),
  call({
    id: "archiveCabinets",
    method: "GET",
    path: "/api/vms/archive_cabinets",
    query: unitListQuery,
    response: ArchiveCabinetsResponseSchema,
    doc: 1,
    summary: "Archive cabinets for the map",
  }),
  call({
    id: "liveUnits",
    method: "GET",
    path: "/api/vms/live_units",
    query: unitListQuery,
    response: LiveUnitsResponseSchema,
    doc: 1,
    summary: "Live units for the map",
  }),
  call({
    id: "legacyArchiveCabinetSearch",
    method: "GET",
    path: "/api/vms/legacy/archive_cabinets/search",
    query: legacyQuery,
    response: LegacySearchResponseSchema,
    doc: 1,
    summary: "Legacy search of archive cabinets",
  }),
  call({
    id: "legacyLiveUnitStreamSearch",
    method: "GET",
    path: "/api/vms/legacy/live_units/search/stream",
    query: legacyQuery,
    response: LegacySearchResponseSchema,
    doc: 1,
    summary: "Legacy search of streamable live units",
  }),
  call({
    id: "legacyLiveUnitArchiveSearch",
    method: "GET",
    path: "/api/vms/legacy/live_units/search/archives",
    query: legacyQuery,
    response: LegacySearchResponseSchema,
    doc: 1,
    summary: "Legacy search of live units with archives",
  }),
  call({
    id: "liveUnitDetail",
    method: "GET",
    path: "/api/vms/live_units/:liveUnitId/meta",
    params: liveUnitParams,
    response: LiveUnitDetailResponseSchema,
    doc: 1,
    summary: "Live unit detail for the drawer",
  }),
  call({
    id: "liveUnitInfo",
    method: "GET",
    path: "/api/vms/live_unit_info/:liveUnitId",
    params: liveUnitParams,
    response: LiveUnitInfoResponseSchema,
    doc: 1,
    summary: "Live unit header info (data.data)",
  }),
  call({
    id: "archiveCabinetDetail",
    method: "GET",
    path: "/api/vms/archive_cabinets/:archiveCabinetId",
    params: z.object({ archiveCabinetId: PathIdSchema }),
    response: ArchiveCabinetDetailResponseSchema,
    doc: 1,
    summary: "Archive cabinet detail for the drawer",
  }),
  call({
    id: "defaultStreamingCamera",
    method: "GET",
    path: "/api/vms/live_units/:liveUnitId/default_streaming_camera",
    params: liveUnitParams,
    response: DefaultStreamingCameraResponseSchema,
    doc: 1,
    summary: "The camera to open when streaming a unit",
  }),
  call({
    id: "informationalVideos",
    method: "GET",
    path: "/api/informational_videos",
    query: z.object({ page: z.enum(INFORMATIONAL_VIDEO_PAGES) }),
    response: InformationalVideosResponseSchema,
    doc: 1,
    summary: "Informational videos of a page",
  }),
  call({
    id: "informationalVideoView",
    method: "POST",
    path: "/api/informational_videos/:videoId",
    params: z.object({ videoId: PathIdSchema }),
    response: InformationalVideoViewResponseSchema,
    doc: 1,
    summary: "Record that the user saw an informational video",
  }),
  call({
    id: "favouritesGet",
    method: "GET",
    path: "/api/cam_lists/:favoriteListId",
    params: z.object({ favoriteListId: PathIdSchema }),
    response: FavouritesListResponseSchema,
    doc: 1,
    summary: "A favourites list",
  }),
  call({
    id: "favouritesCreate",
    method: "POST",
    path: "/api/cam_lists",
    body: FavouritesListWriteSchema,
    response: FavouritesListResponseSchema,
    doc: 1,
    summary: "Create a favourites list",
  }),
  call({
    id: "favouritesUpdate",
    method: "PUT",
    path: "/api/cam_lists/:favoriteListId",
    params: z.object({ favoriteListId: PathIdSchema }),
    body: FavouritesListWriteSchema,
    response: FavouritesListResponseSchema,
    doc: 1,
    summary: "Add or remove favourite cameras",
  }),

  // Document 2: history and requested videos
  call({
    id: "liveUnitNavMeta",
    method: "GET",
    path: "/api/archive/live_units/:liveUnitId/nav_meta",
    params: liveUnitParams,
    response: LiveUnitNavMetaResponseSchema,
    doc: 2,
    summary: "History metadata of a live unit",
  }),
  call({
    id: "archiveCabinetNavMeta",
    method: "GET",
    path: "/api/archive/archive_cabinets/:archiveCabinetId/nav_meta",
    params: z.object({ archiveCabinetId: PathIdSchema }),
    response: ArchiveCabinetNavMetaResponseSchema,
    doc: 2,
    summary: "History metadata of an archive cabinet",
  }),
  call({
    id: "archiveCabinetInfo",
    method: "GET",
    path: "/api/vms/archive_cabinet_info/:archiveCabinetId",
    params: z.object({ archiveCabinetId: PathIdSchema }),
    response: ArchiveCabinetInfoResponseSchema,
    doc: 2,
    summary: "Archive cabinet header info (data.data)",
    chosen: true,
  }),
  call({
    id: "cameraMetadata",
    method: "POST",
    path: "/api/archive/camera_metadata",
    body: CameraMetadataRequestSchema,
    response: CameraMetadataResponseSchema,
    doc: 2,
    summary: "History records, archived videos and presets of cameras and cabinets",
  }),
  call({
    id: "presetImages",
    method: "GET",
    path: "/api/archive/preset/:presetId/images/:startISO/:endISO",
    params: PresetImagesPathSchema,
    response: PresetImagesResponseSchema,
    doc: 2,
    summary: "Images of one preset in [start, end)",
  }),
  call({
    id: "presetsImages",
    method: "POST",
    path: "/api/archive/presets_images",
    body: PresetImagesRequestSchema,
    response: PresetImagesResponseSchema,
    doc: 2,
    summary: "Images of several presets in [start, end)",
  }),
  call({
    id: "latestPresetImageUrl",
    method: "GET",
    path: "/api/archive/get_latest_preset_image_presigned_url/:presetId",
    params: z.object({ presetId: PathIdSchema }),
    response: PresignedUrlResponseSchema,
    doc: 2,
    summary: "Presigned URL of a preset's latest image (also stream-page thumbnails)",
  }),
  call({
    id: "requestArchive",
    method: "POST",
    path: "/api/cameras/archive/:cameraId",
    params: cameraParams,
    body: ArchiveRequestSchema,
    response: ArchiveRequestResponseSchema,
    doc: 2,
    summary: "Request retrieval of a clip (60 to 1800 s)",
  }),
  call({
    id: "requestedVideos",
    method: "GET",
    path: "/api/vms/requested_videos/:liveUnitId",
    params: liveUnitParams,
    query: RequestedVideosQuerySchema,
    response: RequestedVideosResponseSchema,
    doc: 2,
    summary: "Previously requested videos of a live unit",
  }),
  call({
    id: "requestedVideoShare",
    method: "GET",
    path: "/api/vms/requested_videos/:liveUnitId/:videoId::share",
    params: z.object({ liveUnitId: PathIdSchema, videoId: PathIdSchema }),
    query: ShareLinkQuerySchema,
    response: ShareLinkResponseSchema,
    doc: 2,
    summary: "A share link valid 30 days",
  }),

  // Document 3: streams, camera controls, alerts, mosaics, voice
  call({
    id: "streamMeta",
    method: "GET",
    path: "/api/vms/stream_camera/:cameraId/meta",
    params: cameraParams,
    response: StreamMetaResponseSchema,
    doc: 3,
    summary: "Stream page metadata (403: no right to stream)",
  }),
  call({
    id: "locationCameras",
    method: "GET",
    path: "/api/vms/stream_camera/:cameraId/location_cameras",
    params: cameraParams,
    response: LocationCamerasResponseSchema,
    doc: 3,
    summary: "Cameras 'At this Location'",
    chosen: true,
  }),
  call({
    id: "capabilities",
    method: "GET",
    path: "/api/vms/cameras/:cameraId/capabilities",
    params: cameraParams,
    response: CapabilitiesResponseSchema,
    doc: 3,
    summary: "What the camera can do",
    chosen: true,
  }),
  call({
    id: "cameraPermissions",
    method: "GET",
    path: "/api/vms/cameras/:cameraId/permissions",
    params: cameraParams,
    response: CameraPermissionsResponseSchema,
    doc: 3,
    summary: "What the user may do with the camera",
    chosen: true,
  }),
  call({
    id: "streamStart",
    method: "POST",
    path: "/api/vms/stream/:cameraId/start",
    params: cameraParams,
    response: StreamStartResponseSchema,
    doc: 3,
    summary: "Start a live stream",
    chosen: true,
  }),
  call({
    id: "streamCheckIn",
    method: "POST",
    path: "/api/vms/stream/:cameraId/check_in",
    params: cameraParams,
    body: StreamCheckInRequestSchema,
    response: StreamCheckInResponseSchema,
    doc: 3,
    summary: "Check in as a viewer; answers the viewers",
    chosen: true,
  }),
  call({
    id: "streamCheckOut",
    method: "POST",
    path: "/api/vms/stream/:cameraId/check_out",
    params: cameraParams,
    response: StreamCheckOutResponseSchema,
    doc: 3,
    summary: "Check out as a viewer",
    chosen: true,
  }),
  call({
    id: "goToPreset",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/preset",
    params: cameraParams,
    body: GoToPresetSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Move to a preset",
    chosen: true,
  }),
  call({
    id: "ptz",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/ptz",
    params: cameraParams,
    body: PtzCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Pan/tilt, zoom or click-to-center",
    chosen: true,
  }),
  call({
    id: "relay",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/relay",
    params: cameraParams,
    body: RelayCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Switch a relay (lights, strobe, heater)",
    chosen: true,
  }),
  call({
    id: "speakerSound",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/speaker/sound",
    params: cameraParams,
    body: SpeakerSoundCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Play a quick sound",
    chosen: true,
  }),
  call({
    id: "speakerMic",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/speaker/mic",
    params: cameraParams,
    body: SpeakerMicCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Mute or unmute the speaker microphone",
    chosen: true,
  }),
  call({
    id: "snapshot",
    method: "POST",
    path: "/api/vms/cameras/:cameraId/snapshot",
    params: cameraParams,
    response: SnapshotResponseSchema,
    doc: 3,
    summary: "Take a snapshot (base64 JPEG)",
    chosen: true,
  }),
  call({
    id: "patrolState",
    method: "GET",
    path: "/api/cameras/suspend_patrol_state/:cameraId",
    params: cameraParams,
    response: PatrolStateResponseSchema,
    doc: 3,
    summary: "Whether patrol is suspended",
  }),
  call({
    id: "suspendPatrol",
    method: "POST",
    path: "/api/cameras/suspend_patrol/:cameraId",
    params: cameraParams,
    body: SuspendPatrolCommandSchema,
    response: CommandResponseSchema,
    doc: 3,
    summary: "Suspend patrol for some minutes, or resume it",
    chosen: true,
  }),
  call({
    id: "presetCreate",
    method: "POST",
    path: "/api/vms/presets",
    body: PresetCreateSchema,
    response: PresetCreateResponseSchema,
    doc: 3,
    summary: "Create a preset at the current position",
  }),
  call({
    id: "presetUpdate",
    method: "PUT",
    path: "/api/vms/presets/:presetId",
    params: z.object({ presetId: PathIdSchema }),
    body: PresetUpdateSchema,
    response: PresetUpdateResponseSchema,
    doc: 3,
    summary: "Rename a preset",
  }),
  call({
    id: "quickVideo",
    method: "POST",
    path: "/api/vms/history/quick_video",
    body: QuickVideoRequestSchema,
    response: QuickVideoResponseSchema,
    doc: 3,
    summary: "Request the last 5 minutes of a camera",
  }),
  call({
    id: "talkdownStart",
    method: "GET",
    path: "/api/speaker_talkdown/start/:cameraId",
    params: cameraParams,
    response: TalkdownStartResponseSchema,
    doc: 3,
    summary: "Start a talk-down session",
  }),
  call({
    id: "talkdownHeartbeat",
    method: "GET",
    path: "/api/speaker_talkdown/heartbeat/:cameraId/:sessionId",
    params: talkdownParams,
    response: TalkdownHeartbeatResponseSchema,
    doc: 3,
    summary: "Keep a talk-down session alive",
  }),
  call({
    id: "talkdownEnd",
    method: "GET",
    path: "/api/speaker_talkdown/end/:cameraId/:sessionId",
    params: talkdownParams,
    response: TalkdownEndResponseSchema,
    doc: 3,
    summary: "End a talk-down session",
  }),
  call({
    id: "alerts",
    method: "GET",
    path: "/api/alerts",
    response: AlertsResponseSchema,
    doc: 3,
    summary: "Unresolved alerts, newest first",
  }),
  call({
    id: "alert",
    method: "GET",
    path: "/api/alerts/:alertId",
    params: z.object({ alertId: PathIdSchema }),
    response: AlertResponseSchema,
    doc: 3,
    summary: "One alert with its media",
  }),
  call({
    id: "resolveAlert",
    method: "POST",
    path: "/api/alerts/:alertId/resolve",
    params: z.object({ alertId: PathIdSchema }),
    body: ResolvePayloadSchema,
    response: ResolveResponseSchema,
    doc: 3,
    summary: "Resolve an alert with tags and a note",
  }),
  call({
    id: "mosaic",
    method: "GET",
    path: "/api/vms/mosaic/:mosaicId",
    params: z.object({ mosaicId: PathIdSchema }),
    response: MosaicResponseSchema,
    doc: 3,
    summary: "A saved mosaic (data.data)",
  }),
  call({
    id: "liveUnitMosaic",
    method: "GET",
    path: "/api/vms/mosaic/live_unit/:liveUnitId",
    params: liveUnitParams,
    response: MosaicResponseSchema,
    doc: 3,
    summary: "The mosaic of a live unit's cameras (data.data)",
  }),
  call({
    id: "voiceToken",
    method: "GET",
    path: "/api/vms/voice/token/:liveUnitId",
    params: liveUnitParams,
    response: VoiceTokenResponseSchema,
    doc: 3,
    summary: "A voice-call token for a live unit",
    chosen: true,
  }),
] as const;

export type ContractCallId = (typeof CONTRACT)[number]["id"];
export type ContractCallOf<I extends ContractCallId> = Extract<(typeof CONTRACT)[number], { id: I }>;

/** The call with this id. */
export function contractCall<I extends ContractCallId>(id: I): ContractCallOf<I> {
  const found = CONTRACT.find((c) => c.id === id);
  if (!found) throw new Error(`No contract call ${id}`);
  return found as ContractCallOf<I>;
}

const LITERAL_COLON = "\u0000";
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Parameter names of a contract path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.replaceAll("::", LITERAL_COLON).matchAll(PARAM)].map((m) => m[1] ?? "");
}

/** A URL path with its parameters filled in (URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path
    .replaceAll("::", LITERAL_COLON)
    .replace(PARAM, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
      return encodeURIComponent(String(value));
    })
    .replaceAll(LITERAL_COLON, ":");
}

/** The OpenAPI form of a path: `{name}` parameters, literal colons. */
export function toOpenApiPath(path: string): string {
  return path.replaceAll("::", LITERAL_COLON).replace(PARAM, "{$1}").replaceAll(LITERAL_COLON, ":");
}

/**
 * The path to register with Fastify (find-my-way). A parameter directly followed by a literal
 * colon needs a pattern, or the router takes the rest of the segment into the parameter.
 */
export function toFastifyPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)::/g, ":$1(^[^:/]+)::");
}
