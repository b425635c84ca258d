import type { FastifyInstance } from "fastify";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { registerCamListOverviewRoutes } from "./cam-list-overview-routes";
import { registerCamListRoutes } from "./cam-list-routes";

/** The favourite camera lists (document 3, `cam_lists` calls; `vms-favorites`' overview, list delete and mosaic). */
export function registerFavoritesFeature(app: FastifyInstance, ctx: ServerContext, cameras: CameraService): void {
  registerCamListRoutes(app, ctx);
  registerCamListOverviewRoutes(app, ctx, cameras);
}
