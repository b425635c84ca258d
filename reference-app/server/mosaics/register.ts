import type { FastifyInstance } from "fastify";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { registerMosaicRoutes } from "./mosaic-routes";

/** Saved mosaics and a live unit's mosaic (the demo mosaics are seeded first when missing). */
export async function registerMosaicsFeature(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
): Promise<void> {
  await registerMosaicRoutes(app, ctx, cameras);
}
