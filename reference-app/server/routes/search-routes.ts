import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { SEARCH_SORTS, SearchIndexSchema, SEARCH_INDICES } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { forbidden, ok, sendRawData } from "../http/envelope";
import { readQuery } from "../http/query";
import { createSearch } from "../search/run-search";

/** Largest page a search may ask for (the map loads with 10,000). */
export const MAX_SEARCH_LIMIT = 10000;

const ids = z.array(z.coerce.number().int().positive()).max(10000);

const SearchQuerySchema = z.object({
  q: z.string().max(500).default("*"),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(0).max(MAX_SEARCH_LIMIT).default(25),
  "filter[indices]": z.array(SearchIndexSchema).optional(),
  "filter[client_id]": ids.optional(),
  "filter[region_id]": ids.optional(),
  sort: z.enum(SEARCH_SORTS).default("_score"),
});

const RightsQuerySchema = z.object({ indices: z.array(SearchIndexSchema).optional() });

/** GET /api/vms/search and GET /api/vms/search/rights. */
export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const search = createSearch(ctx.db);

  app.get("/api/vms/search", async (request, reply) => {
    const access = ctx.access(request);
    const query = SearchQuerySchema.parse(readQuery(request));
    const wanted = query["filter[client_id]"];
    if (wanted?.some((id) => !access.canReadClient(id))) throw forbidden();
    const clientIds = wanted && wanted.length > 0 ? wanted : access.clientIds;
    const outcome = search({
      q: query.q,
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      clientIds,
      indices: query["filter[indices]"] ?? SEARCH_INDICES,
      regionIds: query["filter[region_id]"],
    });
    return sendRawData(reply, outcome.json);
  });

  app.get("/api/vms/search/rights", async (request) => {
    const access = ctx.access(request);
    RightsQuerySchema.parse(readQuery(request));
    return ok({
      is_multi_client: access.isMultiClient,
      has_regions: access.hasRegions,
      rights: { stream: access.stream, request_video: access.requestVideo },
    });
  });
}
