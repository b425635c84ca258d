import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerLegacySearchRoutes } from "./legacy-search-routes";
import { registerFullTextSearchRoutes } from "./search-routes";

/**
 * The search feature's routes: full-text search, search rights and the legacy name/serial searches.
 * Answers what loads the search documents ahead of the first search.
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext): () => Promise<unknown> {
  const warm = registerFullTextSearchRoutes(app, ctx);
  registerLegacySearchRoutes(app, ctx);
  return warm;
}
