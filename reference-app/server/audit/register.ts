import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import type { Singletons } from "../db/singletons";
import { auditRetention } from "./audit-retention";
import { registerAuditRoutes } from "./audit-routes";

/**
 * The audit trail's read API (records are written through `ctx.audit`) and its retention
 * (`auditRetentionDays`), run at start and daily as the singleton `audit-retention`.
 */
export function registerAuditFeature(app: FastifyInstance, ctx: ServerContext, singletons?: Singletons): void {
  registerAuditRoutes(app, ctx);
  const retention = auditRetention(ctx.query, { days: ctx.settings.auditRetentionDays });
  if (singletons) singletons.run("audit-retention", retention);
  else {
    retention.start();
    app.addHook("onClose", async () => retention.stop());
  }
}
