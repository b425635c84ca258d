import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerLegacySearchRoutes } from "./legacy-search-routes";
import { registerFullTextSearchRoutes } from "./search-routes";

/** The search feature's routes: full-text search, search rights and the legacy name/serial searches. */
export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerFullTextSearchRoutes(app, ctx);
  registerLegacySearchRoutes(app, ctx);
}
