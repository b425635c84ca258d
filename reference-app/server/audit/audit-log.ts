import type { Database, Statement } from "better-sqlite3";

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
  /** Appends one record; never throws (a failed write is logged, the request goes on). */
  record(entry: AuditEntry): void;
}

const statements = new WeakMap<Database, Statement>();

/** The audit trail of a database (its table is created on first use). */
export function auditLog(db: Database): AuditLog {
  let insert = statements.get(db);
  if (!insert) {
    insert = db.prepare(
      "INSERT INTO audit_events (at_ms, user_id, actor, action, target, ip, details) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    statements.set(db, insert);
  }
  const statement = insert;
  return {
    record(entry) {
      try {
        statement.run(
          Date.now(),
          entry.userId ?? null,
          entry.actor?.slice(0, 200) ?? null,
          entry.action,
          entry.target ?? null,
          entry.ip ?? null,
          entry.details === undefined ? null : JSON.stringify(entry.details),
        );
      } catch (error) {
        console.error("audit record failed", error);
      }
    },
  };
}
