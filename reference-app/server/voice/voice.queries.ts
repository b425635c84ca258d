import type { QueryDb } from "../db/query-layer";

/** The client of a live unit (who may call it), or null for an unknown unit. */
export async function liveUnitClientId(db: QueryDb, liveUnitId: number): Promise<number | null> {
  const row = await db.selectFrom("live_units").select("client_id").where("id", "=", liveUnitId).executeTakeFirst();
  return row?.client_id ?? null;
}
