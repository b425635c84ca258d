import type { Database } from "better-sqlite3";
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { auditLog, type AuditLog } from "./audit/audit-log";
import { authenticate, type Access } from "./auth/access";
import type { Realtime } from "./realtime/sockets";
import type { QueryDb } from "./db/query-layer";
import type { ServerSettings } from "./settings";

/** What every route group needs. */
export interface ServerContext {
  /** The SQLite file, for code not yet moved to `query` (issue 20: every query moves there). */
  db: Database;
  /** The typed query layer (Kysely) over SQLite or PostgreSQL; used only from `*.queries.ts`. */
  query: QueryDb;
  tokenSecret: Buffer;
  settings: ServerSettings;
  realtime: Realtime;
  /** The audit trail (issue 18): camera commands, resolves, shares, sign-in failures, quota refusals. */
  audit: AuditLog;
  /** The caller's access, or a thrown 401 (403 for a cookie-only change from another origin). */
  access(request: FastifyRequest): Promise<Access>;
  /** This instance among those sharing the database (`vms-<pid>-<random>`): names its rows of shared state. */
  instanceId: string;
}

export function createContext(
  db: Database,
  query: QueryDb,
  tokenSecret: Buffer,
  settings: ServerSettings,
  realtime: Realtime,
): ServerContext {
  return {
    db,
    query,
    tokenSecret,
    settings,
    realtime,
    audit: auditLog(query),
    access: (request) => authenticate(query, tokenSecret, request),
    instanceId: `vms-${process.pid}-${randomBytes(4).toString("hex")}`,
  };
}
