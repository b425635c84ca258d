import type { FastifyInstance } from "fastify";
import { SEARCH_INDICES } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { forbidden, ok, sendRawData } from "../http/envelope";
import { createSearch, type Search } from "./run-search";

/**
 * GET /api/vms/search and GET /api/vms/search/rights. Answers what loads the search documents ahead
 * of the first search (app.ts runs it after listening when `warm` is on).
 */
export function registerFullTextSearchRoutes(app: FastifyInstance, ctx: ServerContext): () => Promise<unknown> {
  // Loaded once, on the first search (a failure answers each search with it): the fleet does not
  // change while the server runs, and a server nobody searches (most test servers) never loads it.
  let loading: Promise<Search> | undefined;
  const ready = (): Promise<Search> => (loading ??= createSearch(ctx.query));

  contractRoute(app, "search", async ({ request, reply, query }) => {
    const access = await ctx.access(request);
    const wanted = query.filter?.client_id;
    if (wanted?.some((id) => !access.canReadClient(id))) throw forbidden();
    const search = await ready();
    const outcome = await search({
      q: query.q ?? "*",
      offset: query.offset ?? 0,
      limit: query.limit ?? 25,
      sort: query.sort ?? "_score",
      clientIds: wanted && wanted.length > 0 ? wanted : access.clientIds,
      indices: query.filter?.indices ?? SEARCH_INDICES,
      regionIds: query.filter?.region_id,
    });
    return sendRawData(reply, outcome.json);
  });

  contractRoute(app, "searchRights", async ({ request }) => {
    const access = await ctx.access(request);
    return ok({
      is_multi_client: access.isMultiClient,
      has_regions: access.hasRegions,
      rights: { stream: access.stream, request_video: access.requestVideo },
    });
  });
  return ready;
}
