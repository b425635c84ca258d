import * as z from "zod/mini";
import { CamListsResponseSchema, FavouritesListResponseSchema, FavouritesListWriteSchema } from "../schemas/favourites";
import { SEARCH_SORTS, SearchIndexSchema, SearchResponseSchema, SearchRightsResponseSchema } from "../schemas/search";
import { envelope } from "../schemas/base";
import { FreeTextSchema } from "../schemas/free-text";
import {
  AuthResultResponseSchema,
  AuthResultSchema,
  ClientsResponseSchema,
  EmptyResponseSchema,
  FeatureFlagsResponseSchema,
  INFORMATIONAL_VIDEO_PAGES,
  InformationalVideosResponseSchema,
  InformationalVideoViewResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
  UserSettingsResponseSchema,
  UserSettingsWriteSchema,
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
import { call, PathIdSchema, QueryIdsSchema } from "./contract-call";

const liveUnitParams = z.object({ liveUnitId: PathIdSchema });
const unitListQuery = z.object({ client_ids: z.optional(QueryIdsSchema), region_ids: z.optional(QueryIdsSchema) });
const legacyQuery = z.object({ query: z.optional(z.string().check(z.maxLength(200))) });

/*
 * Document 1 (shell, map and search): session, map lists, search, unit details, favourites. One
 * export per call, named by its id; the client imports this module as a namespace `shell` and
 * calls `callApi(shell.liveUnitDetail, …)`, so a bundle keeps only the calls it makes (the builds
 * mark these declarations pure: `scripts/build/pure-schemas.mjs`).
 */
export const clients = call({
  id: "clients",
  method: "GET",
  path: "/api/clients",
  query: z.object({ page_type: z.optional(z.literal("streaming")) }),
  response: ClientsResponseSchema,
  doc: 1,
  summary: "Clients the user can stream",
});

export const userInfo = call({
  id: "userInfo",
  method: "GET",
  path: "/api/vms/user_info",
  response: UserInfoResponseSchema,
  doc: 1,
  summary: "The signed-in user",
});

export const userSettingsUpdate = call({
  id: "userSettingsUpdate",
  method: "PUT",
  path: "/api/vms/user_settings",
  body: UserSettingsWriteSchema,
  response: UserSettingsResponseSchema,
  doc: 1,
  summary:
    "Change the signed-in user's settings: language (also its cookie, read before the portal's first render) and stream quality",
  chosen: true,
});

export const featureFlags = call({
  id: "featureFlags",
  method: "GET",
  path: "/api/feature_flags",
  response: FeatureFlagsResponseSchema,
  doc: 1,
  summary: "Feature flag names of the user",
});

export const productEntitlements = call({
  id: "productEntitlements",
  method: "GET",
  path: "/api/user/product-entitlements",
  response: ProductEntitlementsResponseSchema,
  doc: 1,
  summary: "Product entitlements (admin, command center, VMS)",
});

export const signOut = call({
  id: "signOut",
  method: "POST",
  path: "/api/auth/signout",
  response: EmptyResponseSchema,
  doc: 1,
  summary: "End the session",
  chosen: true,
});

export const deleteCookies = call({
  id: "deleteCookies",
  method: "DELETE",
  path: "/api/cookies/delete",
  response: EmptyResponseSchema,
  doc: 1,
  summary: "Clear the session cookies",
});

export const token = call({
  id: "token",
  method: "GET",
  path: "/api/auth/token",
  response: AuthResultResponseSchema,
  doc: 1,
  summary: "The user token (default token URL)",
  chosen: true,
});

export const partnerToken = call({
  id: "partnerToken",
  method: "POST",
  path: "/api/partner/token",
  body: z.object({ username: z.optional(FreeTextSchema()) }),
  response: envelope(z.extend(AuthResultSchema, { expiresAt: z.int() })),
  doc: 1,
  summary:
    "Server to server: a partner backend mints a user token with its API key (header X-Api-Key); the token is then sent as Authorization: Bearer",
  chosen: true,
});

export const search = call({
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
});

export const searchRights = call({
  id: "searchRights",
  method: "GET",
  path: "/api/vms/search/rights",
  query: z.object({ indices: z.optional(z.array(SearchIndexSchema)) }),
  response: SearchRightsResponseSchema,
  doc: 1,
  summary: "Stream and request-video rights",
});

export const archiveCabinets = call({
  id: "archiveCabinets",
  method: "GET",
  path: "/api/vms/archive_cabinets",
  query: unitListQuery,
  response: ArchiveCabinetsResponseSchema,
  doc: 1,
  summary: "Archive cabinets for the map",
});

export const liveUnits = call({
  id: "liveUnits",
  method: "GET",
  path: "/api/vms/live_units",
  query: unitListQuery,
  response: LiveUnitsResponseSchema,
  doc: 1,
  summary: "Live units for the map",
});

export const legacyArchiveCabinetSearch = call({
  id: "legacyArchiveCabinetSearch",
  method: "GET",
  path: "/api/vms/legacy/archive_cabinets/search",
  query: legacyQuery,
  response: LegacySearchResponseSchema,
  doc: 1,
  summary: "Legacy search of archive cabinets",
});

export const legacyLiveUnitStreamSearch = call({
  id: "legacyLiveUnitStreamSearch",
  method: "GET",
  path: "/api/vms/legacy/live_units/search/stream",
  query: legacyQuery,
  response: LegacySearchResponseSchema,
  doc: 1,
  summary: "Legacy search of streamable live units",
});

export const legacyLiveUnitArchiveSearch = call({
  id: "legacyLiveUnitArchiveSearch",
  method: "GET",
  path: "/api/vms/legacy/live_units/search/archives",
  query: legacyQuery,
  response: LegacySearchResponseSchema,
  doc: 1,
  summary: "Legacy search of live units with archives",
});

export const liveUnitDetail = call({
  id: "liveUnitDetail",
  method: "GET",
  path: "/api/vms/live_units/:liveUnitId/meta",
  params: liveUnitParams,
  response: LiveUnitDetailResponseSchema,
  doc: 1,
  summary: "Live unit detail for the drawer",
});

export const liveUnitInfo = call({
  id: "liveUnitInfo",
  method: "GET",
  path: "/api/vms/live_unit_info/:liveUnitId",
  params: liveUnitParams,
  response: LiveUnitInfoResponseSchema,
  doc: 1,
  summary: "Live unit header info (data.data)",
});

export const archiveCabinetDetail = call({
  id: "archiveCabinetDetail",
  method: "GET",
  path: "/api/vms/archive_cabinets/:archiveCabinetId",
  params: z.object({ archiveCabinetId: PathIdSchema }),
  response: ArchiveCabinetDetailResponseSchema,
  doc: 1,
  summary: "Archive cabinet detail for the drawer",
});

export const defaultStreamingCamera = call({
  id: "defaultStreamingCamera",
  method: "GET",
  path: "/api/vms/live_units/:liveUnitId/default_streaming_camera",
  params: liveUnitParams,
  response: DefaultStreamingCameraResponseSchema,
  doc: 1,
  summary: "The camera to open when streaming a unit",
});

export const informationalVideos = call({
  id: "informationalVideos",
  method: "GET",
  path: "/api/informational_videos",
  query: z.object({ page: z.enum(INFORMATIONAL_VIDEO_PAGES) }),
  response: InformationalVideosResponseSchema,
  doc: 1,
  summary: "Informational videos of a page",
});

export const informationalVideoView = call({
  id: "informationalVideoView",
  method: "POST",
  path: "/api/informational_videos/:videoId",
  params: z.object({ videoId: PathIdSchema }),
  response: InformationalVideoViewResponseSchema,
  doc: 1,
  summary: "Record that the user saw an informational video",
});

export const favouritesOwn = call({
  id: "favouritesOwn",
  method: "GET",
  path: "/api/cam_lists",
  response: FavouritesListResponseSchema,
  doc: 1,
  summary: "The caller's favourites list",
  chosen: true,
});

export const favouritesGet = call({
  id: "favouritesGet",
  method: "GET",
  path: "/api/cam_lists/:favoriteListId",
  params: z.object({ favoriteListId: PathIdSchema }),
  response: FavouritesListResponseSchema,
  doc: 1,
  summary: "A favourites list",
});

export const favouritesCreate = call({
  id: "favouritesCreate",
  method: "POST",
  path: "/api/cam_lists",
  body: FavouritesListWriteSchema,
  response: FavouritesListResponseSchema,
  doc: 1,
  summary: "Create a favourites list",
});

export const favouritesUpdate = call({
  id: "favouritesUpdate",
  method: "PUT",
  path: "/api/cam_lists/:favoriteListId",
  params: z.object({ favoriteListId: PathIdSchema }),
  body: FavouritesListWriteSchema,
  response: FavouritesListResponseSchema,
  doc: 1,
  summary: "Add or remove favourite cameras",
});

export const camListsAll = call({
  id: "camListsAll",
  method: "GET",
  path: "/api/cam_lists/all",
  response: CamListsResponseSchema,
  doc: 1,
  summary: "Every camera list of the caller, with each camera's unit and health (the favourites page)",
  chosen: true,
});

export const camListDelete = call({
  id: "camListDelete",
  method: "DELETE",
  path: "/api/cam_lists/:favoriteListId",
  params: z.object({ favoriteListId: PathIdSchema }),
  response: EmptyResponseSchema,
  doc: 1,
  summary: "Delete one of the caller's camera lists (not the favourites list)",
  chosen: true,
});

/** Every call of document 1, in order: for the server, the docs and the contract tests. */
export const SHELL_CALLS = [
  clients,
  userInfo,
  userSettingsUpdate,
  featureFlags,
  productEntitlements,
  signOut,
  deleteCookies,
  token,
  partnerToken,
  search,
  searchRights,
  archiveCabinets,
  liveUnits,
  legacyArchiveCabinetSearch,
  legacyLiveUnitStreamSearch,
  legacyLiveUnitArchiveSearch,
  liveUnitDetail,
  liveUnitInfo,
  archiveCabinetDetail,
  defaultStreamingCamera,
  informationalVideos,
  informationalVideoView,
  favouritesOwn,
  favouritesGet,
  favouritesCreate,
  favouritesUpdate,
  camListsAll,
  camListDelete,
] as const;
