import type { Database } from "better-sqlite3";
import type { FastifyRequest } from "fastify";
import { authenticate, type Access } from "./auth/access";

/** What every route group needs. */
export interface ServerContext {
  db: Database;
  tokenSecret: Buffer;
  /** The caller's access, or a thrown 401. */
  access(request: FastifyRequest): Access;
}

export function createContext(db: Database, tokenSecret: Buffer): ServerContext {
  return { db, tokenSecret, access: (request) => authenticate(db, tokenSecret, request) };
}
