import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { ServerContext } from "../context";
import { auditEvents } from "./audit.queries";
import { HttpError, ok } from "../http/envelope";

/** The role that reads the audit trail. */
export const AUDIT_READER_ROLE = "lvt_system_administrator";
export const AUDIT_PAGE_MAX = 500;

const AuditQuerySchema = z.object({
  /** Oldest time to include: milliseconds since the epoch, or an ISO 8601 time. */
  since: z
    .string()
    .max(40)
    .transform((text, ctx) => {
      const ms = /^\d{1,15}$/.test(text) ? Number(text) : Date.parse(text);
      if (Number.isNaN(ms)) ctx.addIssue({ code: "custom", message: "Expected milliseconds or an ISO 8601 time" });
      return ms;
    })
    .optional(),
  /** One action (`sign_in.failure`), or a family (`sign_in.*`). */
  action: z
    .string()
    .regex(/^[a-z_]+(\.[a-z_]+)*(\.\*)?$/, "Expected an action such as camera.command or sign_in.*")
    .max(60)
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
  /** The `next` of the previous page: events older than it. */
  before: z.coerce.number().int().positive().optional(),
});

const RowSchema = z.object({
  id: z.number(),
  at_ms: z.number(),
  user_id: z.number().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.string().nullable(),
});

/**
 * `GET /api/audit?since=&action=&limit=&before=` (beyond the spec; not a contract call: no widget
 * calls it): the audit trail, newest first, for `lvt_system_administrator` users only (403 for
 * others, 401 without a caller). `data.next` pages on (`before=`) while there are older events.
 */
export function registerAuditRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/api/audit", async (request) => {
    const access = await ctx.access(request);
    if (access.user.lvtr !== AUDIT_READER_ROLE)
      throw new HttpError(403, "Only system administrators read the audit trail");
    const query = AuditQuerySchema.parse(request.query ?? {});
    const action =
      query.action === undefined
        ? undefined
        : query.action.endsWith(".*")
          ? { name: query.action.slice(0, -1), family: true }
          : { name: query.action, family: false };
    const rows = z.array(RowSchema).parse(
      await auditEvents(ctx.query, {
        since: query.since,
        before: query.before,
        action,
        limit: query.limit + 1,
      }),
    );
    const page = rows.slice(0, query.limit);
    return ok({
      events: page.map((row) => ({
        id: row.id,
        at: new Date(row.at_ms).toISOString(),
        action: row.action,
        userId: row.user_id,
        actor: row.actor,
        target: row.target,
        ip: row.ip,
        details: row.details === null ? null : (JSON.parse(row.details) as unknown),
      })),
      next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    });
  });
}
