import { sql } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";

/** The failed sign-ins of the throttle (auth/sign-in-throttle.ts), on both engines. */

/** The advisory lock key of the throttle's count-then-insert on PostgreSQL ("signin" in ASCII). */
const THROTTLE_LOCK = 0x7369676e696e;

/**
 * Runs `step` alone among every instance on the database: on SQLite in a `BEGIN IMMEDIATE`
 * transaction (the write lock from its start), on PostgreSQL in a transaction holding the
 * throttle's advisory lock. So a count and the provisional failure it admits are one step.
 */
export async function inThrottleLock<T>(db: QueryDb, step: (db: QueryDb) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK})`.execute(trx);
      return step(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await step(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}

export interface FailureCount {
  n: number;
  last: number | null;
}

/** Which failures a count takes (since a moment): a device's, a username's, an address's. */
export type FailureFilter =
  | { of: "device"; device: string }
  | { of: "user"; username: string }
  | { of: "ip-user"; ip: string; username: string }
  | { of: "usernames-by-ip"; ip: string };

/** How many failures (distinct usernames for `usernames-by-ip`) match, and the latest one's time. */
export async function countFailures(db: QueryDb, filter: FailureFilter, since: number): Promise<FailureCount> {
  let query = db.selectFrom("sign_in_failures").where("at_ms", ">", since);
  switch (filter.of) {
    case "device":
      query = query.where("device", "=", filter.device);
      break;
    case "user":
      query = query.where("username", "=", filter.username).where("device", "is", null);
      break;
    case "ip-user":
      query = query.where("ip", "=", filter.ip).where("username", "=", filter.username).where("device", "is", null);
      break;
    case "usernames-by-ip":
      query = query.where("ip", "=", filter.ip).where("device", "is", null);
      break;
  }
  const row = await query
    .select((eb) => [
      (filter.of === "usernames-by-ip" ? eb.fn.count<number>("username").distinct() : eb.fn.countAll<number>()).as("n"),
      eb.fn.max<number | null>("at_ms").as("last"),
    ])
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), last: row.last === null ? null : Number(row.last) };
}

/** Records a (provisional) failure; answers its id. */
export async function insertFailure(
  db: QueryDb,
  failure: { atMs: number; username: string; ip: string; device: string | null },
): Promise<number> {
  const row = await db
    .insertInto("sign_in_failures")
    .values({ at_ms: failure.atMs, username: failure.username, ip: failure.ip, device: failure.device })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Forgives a failure (its password was right). */
export async function deleteFailure(db: QueryDb, id: number): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
}

/** Drops failures at or before `until` (out of every window). */
export async function pruneFailures(db: QueryDb, until: number): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("at_ms", "<=", until).execute();
}
