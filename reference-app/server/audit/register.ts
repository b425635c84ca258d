import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerAuditRoutes } from "./audit-routes";

/** The audit trail's read API (records are written through `ctx.audit`). */
export function registerAuditFeature(app: FastifyInstance, ctx: ServerContext): void {
  registerAuditRoutes(app, ctx);
}
