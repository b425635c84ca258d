import type { QueryDb } from "../db/query-layer";
import { insertAuditEvent } from "./audit.queries";

/** One audit record: who (a user id, or the name an anonymous caller gave), what, on what, from where. */
export interface AuditEntry {
  action: string;
  userId?: number | null;
  actor?: string | null;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  /**
   * Appends one record; never rejects (a failed write is logged, the request goes on). The write
   * starts at once; await it where the record must be stored before answering.
   */
  record(entry: AuditEntry): Promise<void>;
}

/** The audit trail over `query` (its table is made by the migrations). */
export function auditLog(query: QueryDb): AuditLog {
  return {
    async record(entry) {
      try {
        await insertAuditEvent(query, {
          atMs: Date.now(),
          userId: entry.userId ?? null,
          actor: entry.actor?.slice(0, 200) ?? null,
          action: entry.action,
          target: entry.target ?? null,
          ip: entry.ip ?? null,
          details: entry.details === undefined ? null : JSON.stringify(entry.details),
        });
      } catch (error) {
        console.error("audit record failed", error);
      }
    },
  };
}
