import type { QueryDb } from "../db/query-layer";

/** Fixed-window request counters (auth/rate-limit.ts), on both engines. */

/** Counts one request of `bucket` in the window starting at `windowMs`; answers the window's count with it. */
export async function countHit(db: QueryDb, bucket: string, windowMs: number): Promise<number> {
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ bucket, window_ms: windowMs, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["bucket", "window_ms"]).doUpdateSet((eb) => ({ hits: eb("rate_limit_hits.hits", "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Forgets windows that started before `beforeMs`. */
export async function forgetHitsBefore(db: QueryDb, beforeMs: number): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("window_ms", "<", beforeMs).execute();
}
