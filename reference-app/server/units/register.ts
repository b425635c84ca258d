import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerUnitRoutes } from "./unit-routes";

/**
 * The units feature's routes: map lists, unit and cabinet details, default streaming camera.
 * Answers what builds the map lists ahead of the first call.
 */
export function registerUnitsRoutes(app: FastifyInstance, ctx: ServerContext): () => Promise<unknown> {
  return registerUnitRoutes(app, ctx);
}
