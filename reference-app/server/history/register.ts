import type { FastifyInstance } from "fastify";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { registerHistoryMediaRoutes } from "./history-media-routes";
import { registerHistoryRoutes } from "./history-routes";
import { registerRequestedVideoRoutes } from "./requested-video-routes";

/** The history feature's routes: nav_meta and camera metadata, image coverage, requested videos and share links. */
export function registerHistoryFeatureRoutes(app: FastifyInstance, ctx: ServerContext, cameras: CameraService): void {
  registerHistoryRoutes(app, ctx, cameras);
  registerHistoryMediaRoutes(app, ctx, cameras);
  registerRequestedVideoRoutes(app, ctx, cameras);
}
