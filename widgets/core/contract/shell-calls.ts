import * as z from "zod/mini";
import { FavouritesListResponseSchema, FavouritesListWriteSchema } from "../schemas/favourites";
import { SEARCH_SORTS, SearchIndexSchema, SearchResponseSchema, SearchRightsResponseSchema } from "../schemas/search";
import { envelope } from "../schemas/base";
import {
  AuthResultResponseSchema,
  AuthResultSchema,
  INFORMATIONAL_VIDEO_PAGES,
  InformationalVideosResponseSchema,
  InformationalVideoViewResponseSchema,
} from "../schemas/session";
import {
  ArchiveCabinetDetailResponseSchema,
  ArchiveCabinetsResponseSchema,
  DefaultStreamingCameraResponseSchema,
  LegacySearchResponseSchema,
  LiveUnitDetailResponseSchema,
  LiveUnitInfoResponseSchema,
  LiveUnitsResponseSchema,
} from "../schemas/units";
import { byId, call, PathIdSchema, QueryIdsSchema } from "./contract-call";
import { session } from "./session-calls";

const liveUnitParams = z.object({ liveUnitId: PathIdSchema });
const unitListQuery = z.object({ client_ids: z.optional(QueryIdsSchema), region_ids: z.optional(QueryIdsSchema) });
const legacyQuery = z.object({ query: z.optional(z.string().check(z.maxLength(200))) });

/** Document 1 (shell, map and search): session (its calls from `session-calls.ts`), map lists, search, unit details, favourites. */
export const SHELL_CALLS = [
  session.clients,
  session.userInfo,
  session.featureFlags,
  session.productEntitlements,
  session.signOut,
  session.deleteCookies,
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
    id: "partnerToken",
    method: "POST",
    path: "/api/partner/token",
    body: z.object({ username: z.optional(z.string().check(z.maxLength(200))) }),
    response: envelope(z.extend(AuthResultSchema, { expiresAt: z.int() })),
    doc: 1,
    summary:
      "Server to server: a partner backend mints a user token with its API key (header X-Api-Key); the token is then sent as Authorization: Bearer",
    chosen: true,
  }),
  call({
    id: "search",
    method: "GET",
    path: "/api/vms/search",
    query: z.object({
      /** '*' (the default) matches everything. */
      q: z.optional(z.string().check(z.maxLength(500))),
      offset: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(1_000_000))),
      limit: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(10000))),
      filter: z.optional(
        z.object({
          indices: z.optional(z.array(SearchIndexSchema)),
          client_id: z.optional(QueryIdsSchema),
          region_id: z.optional(QueryIdsSchema),
        }),
      ),
      sort: z.optional(z.enum(SEARCH_SORTS)),
    }),
    response: SearchResponseSchema,
    doc: 1,
    summary: "Full-text search over units, cabinets, clients and regions ('*' for all)",
  }),
  call({
    id: "searchRights",
    method: "GET",
    path: "/api/vms/search/rights",
    query: z.object({ indices: z.optional(z.array(SearchIndexSchema)) }),
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
    id: "favouritesOwn",
    method: "GET",
    path: "/api/cam_lists",
    response: FavouritesListResponseSchema,
    doc: 1,
    summary: "The caller's favourites list",
    chosen: true,
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
] as const;

/** The calls of this document by id, for `callApi`: `shell.<id>`. */
export const shell = byId(SHELL_CALLS);
