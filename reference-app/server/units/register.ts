import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerUnitRoutes } from "./unit-routes";

/** The units feature's routes: map lists, unit and cabinet details, default streaming camera. */
export function registerUnitsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerUnitRoutes(app, ctx);
}
