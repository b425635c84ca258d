import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerCamListRoutes } from "./cam-list-routes";

/** The favourite camera lists (document 3, `cam_lists` calls). */
export function registerFavoritesFeature(app: FastifyInstance, ctx: ServerContext): void {
  registerCamListRoutes(app, ctx);
}
