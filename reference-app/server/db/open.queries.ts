import { sql } from "kysely";
import type { QueryDb } from "./query-layer";

/** The advisory lock key under which an instance migrates and seeds a PostgreSQL database. */
const START_LOCK = 0x766d7301; // "vms\x01"

/** Runs `work` holding a PostgreSQL session advisory lock on one reserved connection. */
export async function withStartLock<T>(db: QueryDb, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
