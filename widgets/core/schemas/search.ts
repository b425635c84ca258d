import * as z from "zod/mini";
import { envelope, IdSchema, LooseCoordinateSchema, NullableDateSchema } from "./base";

/** Index names of the search service. */
export const SEARCH_INDICES = ["live_units", "archive_cabinets", "clients", "regions"] as const;
export const SearchIndexSchema = z.enum(SEARCH_INDICES);
export type SearchIndex = z.infer<typeof SearchIndexSchema>;

/** Index types as the original code names them, mapped to index names. */
export const IndexType = {
  LiveUnits: "live_units",
  ArchiveCabinets: "archive_cabinets",
  Clients: "clients",
  Regions: "regions",
} as const satisfies Record<string, SearchIndex>;

/** Result kinds, one per index. */
export const RESULT_KINDS = ["live_unit", "archive_cabinet", "client", "region"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const KIND_OF_INDEX: Record<SearchIndex, ResultKind> = {
  live_units: "live_unit",
  archive_cabinets: "archive_cabinet",
  clients: "client",
  regions: "region",
};

/** Search type of the search state: Default 0, Clients 1, Regions 2. */
export const SearchType = { Default: 0, Clients: 1, Regions: 2 } as const;
export type SearchTypeValue = (typeof SearchType)[keyof typeof SearchType];

export const SOURCE_TYPES = ["LiveUnit", "ArchiveCabinet", "Client", "Region"] as const;
export const SourceTypeSchema = z.enum(SOURCE_TYPES);

const text = z.optional(z.nullable(z.string()));

/** The `_source` of a hit. Which fields are present depends on `type`. */
export const SearchSourceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  type: SourceTypeSchema,
  client_id: z.optional(z.nullable(IdSchema)),
  client_name: text,
  location_name: text,
  location_street: text,
  location_city: text,
  location_state: text,
  location_zip: text,
  serial: text,
  primary_camera: z.optional(z.nullable(IdSchema)),
  cameras: z.optional(z.array(IdSchema)),
  date_activated: z.optional(NullableDateSchema),
  date_deactivated: z.optional(NullableDateSchema),
  latitude: z.optional(LooseCoordinateSchema),
  longitude: z.optional(LooseCoordinateSchema),
});
export type SearchSource = z.infer<typeof SearchSourceSchema>;

/** Text fields that can carry highlights. */
export const HIGHLIGHT_FIELDS = [
  "name",
  "client_name",
  "location_name",
  "location_street",
  "location_city",
  "location_state",
  "location_zip",
  "serial",
] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

/**
 * Highlight fragments per field. Matches are wrapped in `<em>` and `</em>`; every other character
 * is literal text (never markup), so a client splits on those two markers and renders text only.
 */
export const HighlightSchema = z.partialRecord(z.enum(HIGHLIGHT_FIELDS), z.array(z.string()));
export type Highlight = z.infer<typeof HighlightSchema>;

export const SearchHitSchema = z.object({
  _index: SearchIndexSchema,
  _id: z.string(),
  _score: z.number(),
  _source: SearchSourceSchema,
  highlight: HighlightSchema,
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** GET /api/vms/search */
export const SearchResponseDataSchema = z.object({
  results: z.array(SearchHitSchema),
  meta: z.object({
    count: z.int().check(z.nonnegative()),
    /** Milliseconds the server spent. */
    took: z.number().check(z.nonnegative()),
  }),
});
export type SearchResponseData = z.infer<typeof SearchResponseDataSchema>;
export const SearchResponseSchema = envelope(SearchResponseDataSchema);

export const SEARCH_SORTS = ["_score", "name:asc", "name:desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The request the client builds; `q` is '*' when the query is empty. */
export interface SearchRequest {
  q: string;
  offset: number;
  limit: number;
  filter: { indices: SearchIndex[]; client_id?: number[]; region_id?: number[] };
  sort?: SearchSort;
}

/** A right is either every client or lists of client ids and camera ids ("entities"). */
export const RightSchema = z.union([
  z.literal("all"),
  z.object({ clients: z.array(IdSchema), entities: z.array(IdSchema) }),
]);
export type Right = z.infer<typeof RightSchema>;

/** GET /api/vms/search/rights?indices[]=... */
export const SearchRightsSchema = z.object({
  is_multi_client: z.boolean(),
  has_regions: z.boolean(),
  rights: z.object({ stream: RightSchema, request_video: RightSchema }),
});
export type SearchRights = z.infer<typeof SearchRightsSchema>;
export const SearchRightsResponseSchema = envelope(SearchRightsSchema);
