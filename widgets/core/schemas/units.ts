import * as z from "zod/mini";
import { envelope, IdSchema, LooseCoordinateSchema, NullableDateSchema } from "./base";

/*
 * The schemas here are built when first used (`z.lazy`): `shell-calls.ts` imports them, and the
 * session's calls bring it into every entry, the portal's included, where building all of them at
 * load (some 120 zod schemas, for the map and the unit pages) was part of the largest task before
 * the first paint (Lighthouse mobile). Each parses, nests and converts to JSON Schema as before.
 * (The search and favourites schemas, beside the session's in the library's shared chunk, stay
 * eager: wrapping them took unit-header.js and alert-view.element.js over their size budgets.)
 */

/** GET /api/vms/live_units (bracket-style array params client_ids[], region_ids[]) */
export const LiveUnitMapItemSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.string(),
    serial: z.string(),
    clientId: IdSchema,
    clientName: z.string(),
    locationName: z.nullable(z.string()),
    regionName: z.nullable(z.string()),
    latitude: LooseCoordinateSchema,
    longitude: LooseCoordinateSchema,
    mountingStructure: z.nullable(z.string()),
    dateActivated: NullableDateSchema,
    dateDeactivated: NullableDateSchema,
  }),
);
export type LiveUnitMapItem = z.infer<typeof LiveUnitMapItemSchema>;
export const LiveUnitsResponseSchema = z.lazy(() => envelope(z.array(LiveUnitMapItemSchema)));

/** GET /api/vms/archive_cabinets */
export const ArchiveCabinetMapItemSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.string(),
    cameraName: z.nullable(z.string()),
    clientId: IdSchema,
    clientName: z.string(),
    locationName: z.nullable(z.string()),
    regionName: z.nullable(z.string()),
    latitude: LooseCoordinateSchema,
    longitude: LooseCoordinateSchema,
  }),
);
export type ArchiveCabinetMapItem = z.infer<typeof ArchiveCabinetMapItemSchema>;
export const ArchiveCabinetsResponseSchema = z.lazy(() => envelope(z.array(ArchiveCabinetMapItemSchema)));

/** Legacy searches: names and serials are trimmed. */
export const LegacySearchResultSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.pipe(
      z.string(),
      z.transform((s) => s.trim()),
    ),
    serial: z.pipe(
      z.nullable(z.string()),
      z.transform((s) => (s === null ? null : s.trim())),
    ),
    locationName: z.nullable(z.string()),
    regionName: z.nullable(z.string()),
    clientName: z.string(),
    favoritesListsNames: z.array(z.string()),
  }),
);
export type LegacySearchResult = z.infer<typeof LegacySearchResultSchema>;
export const LegacySearchResponseSchema = z.lazy(() => envelope(z.array(LegacySearchResultSchema)));

export const HEALTH_COLORS = ["green", "yellow", "red", "grey"] as const;
export const UnitHealthSchema = z.lazy(() =>
  z.object({
    statusText: z.string(),
    color: z.string(),
    startColor: z.nullable(z.string()),
    isFlapping: z.boolean(),
    isGradient: z.boolean(),
    /** 'pause' shows a pause icon over the indicator. */
    overlay: z.nullable(z.string()),
  }),
);
export type UnitHealth = z.infer<typeof UnitHealthSchema>;

export const ThumbnailPresetSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.string(),
    /** URL of the latest image of this preset. */
    imageUrl: z.nullable(z.string()),
  }),
);

export const DrawerCameraSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.string(),
    thumbnailPreset: z.nullable(ThumbnailPresetSchema),
  }),
);
export type DrawerCamera = z.infer<typeof DrawerCameraSchema>;

/** GET /api/vms/live_units/{id}/meta */
export const LiveUnitDetailSchema = z.lazy(() =>
  z.object({
    liveUnitId: IdSchema,
    liveUnitName: z.string(),
    liveUnitSerial: z.string(),
    clientId: IdSchema,
    clientName: z.string(),
    locationId: z.nullable(IdSchema),
    locationName: z.nullable(z.string()),
    locationStreet: z.nullable(z.string()),
    locationCity: z.nullable(z.string()),
    locationState: z.nullable(z.string()),
    locationZip: z.nullable(z.string()),
    accessArchives: z.boolean(),
    accessStream: z.boolean(),
    cameraList: z.array(DrawerCameraSchema),
    unitHealth: UnitHealthSchema,
  }),
);
export type LiveUnitDetail = z.infer<typeof LiveUnitDetailSchema>;
export const LiveUnitDetailResponseSchema = z.lazy(() => envelope(LiveUnitDetailSchema));

/** GET /api/vms/live_unit_info/{id}: the payload sits in data.data. */
export const LiveUnitInfoSchema = z.lazy(() =>
  z.object({
    liveUnitId: IdSchema,
    liveUnitName: z.string(),
    liveUnitSerialNum: z.string(),
    locationName: z.nullable(z.string()),
    clientId: IdSchema,
    clientName: z.string(),
    timezone: z.string(),
    showClientNameStreamPage: z.boolean(),
    showClientNameHistoryPage: z.boolean(),
  }),
);
export type LiveUnitInfo = z.infer<typeof LiveUnitInfoSchema>;
export const LiveUnitInfoResponseSchema = z.lazy(() => envelope(z.object({ data: LiveUnitInfoSchema })));

/** GET /api/vms/archive_cabinets/{id} */
export const ArchiveCabinetDetailSchema = z.lazy(() =>
  z.object({
    id: IdSchema,
    clientId: IdSchema,
    clientName: z.string(),
    locationName: z.nullable(z.string()),
    liveUnitName: z.string(),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    accessArchives: z.boolean(),
    showClientName: z.boolean(),
  }),
);
export type ArchiveCabinetDetail = z.infer<typeof ArchiveCabinetDetailSchema>;
export const ArchiveCabinetDetailResponseSchema = z.lazy(() => envelope(ArchiveCabinetDetailSchema));

/**
 * GET /api/vms/live_units/{id}/default_streaming_camera.
 * Accepted only if data is an integer and an `error` field is present (document 1 §5).
 */
export const DefaultStreamingCameraResponseSchema = z.lazy(() =>
  z.extend(envelope(z.int()), {
    error: z.nullable(z.string()),
  }),
);
