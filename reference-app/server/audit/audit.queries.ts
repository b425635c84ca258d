import { sql } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";

/** The audit trail (issue 18), on both engines. */

export interface AuditEventRow {
  atMs: number;
  userId: number | null;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  /** JSON text, or null. */
  details: string | null;
}

export async function insertAuditEvent(db: QueryDb, row: AuditEventRow): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      at_ms: row.atMs,
      user_id: row.userId,
      actor: row.actor,
      action: row.action,
      target: row.target,
      ip: row.ip,
      details: row.details,
    })
    .execute();
}

export interface AuditFilter {
  since?: number;
  before?: number;
  /** One action, or a family: `prefix.` with `family` true. */
  action?: { name: string; family: boolean };
  limit: number;
}

/** Events newest first (by id), filtered. */
export async function auditEvents(db: QueryDb, filter: AuditFilter) {
  let query = db
    .selectFrom("audit_events")
    .select(["id", "at_ms", "user_id", "actor", "action", "target", "ip", "details"]);
  if (filter.since !== undefined) query = query.where("at_ms", ">=", filter.since);
  if (filter.before !== undefined) query = query.where("id", "<", filter.before);
  if (filter.action?.family) {
    // SQLite's LIKE ignores ASCII case; PostgreSQL's ILIKE does the same.
    const pattern = `${filter.action.name.replaceAll("_", "\\_")}%`;
    const like = sql.raw(isPostgres(db) ? "ILIKE" : "LIKE");
    query = query.where(sql<boolean>`action ${like} ${pattern} ESCAPE '\\'`);
  } else if (filter.action) query = query.where("action", "=", filter.action.name);
  return query.orderBy("id", "desc").limit(filter.limit).execute();
}

/** Deletes the events recorded before `beforeMs`; answers how many went. */
export async function deleteAuditEventsBefore(db: QueryDb, beforeMs: number): Promise<number> {
  const result = await db.deleteFrom("audit_events").where("at_ms", "<", beforeMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
