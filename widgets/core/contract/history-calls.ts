import * as z from "zod";
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
  RetrievalStatusResponseSchema,
} from "../schemas/history";
import {
  RequestedVideosQuerySchema,
  RequestedVideosResponseSchema,
  ShareLinkQuerySchema,
  ShareLinkResponseSchema,
} from "../schemas/requested-videos";
import { byId, call, PathIdSchema } from "./contract-call";

const cameraParams = z.object({ cameraId: PathIdSchema });
const liveUnitParams = z.object({ liveUnitId: PathIdSchema });

/** Document 2 (history and requested videos). */
export const HISTORY_CALLS = [
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
    id: "archiveStatus",
    method: "GET",
    path: "/api/cameras/archive/:cameraId/:retrievalId",
    params: z.object({ cameraId: PathIdSchema, retrievalId: PathIdSchema }),
    response: RetrievalStatusResponseSchema,
    doc: 2,
    summary: "Where a retrieval stands (status, progress, URLs once ready)",
    chosen: true,
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
] as const;

/** The calls of this document by id, for `callApi`: `history.<id>`. */
export const history = byId(HISTORY_CALLS);
