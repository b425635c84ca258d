import type { QueryDb } from "../db/query-layer";

/** What presence rooms look up (realtime/presence.ts), on both engines. */

/** The client of a live unit, or null. */
export async function unitClientOf(db: QueryDb, liveUnitId: number): Promise<number | null> {
  const row = await db.selectFrom("live_units").select("client_id").where("id", "=", liveUnitId).executeTakeFirst();
  return row?.client_id ?? null;
}

/** The live unit of an alert, or null. */
export async function alertUnitOf(db: QueryDb, alertId: number): Promise<number | null> {
  const row = await db.selectFrom("alerts").select("live_unit_id").where("id", "=", alertId).executeTakeFirst();
  return row?.live_unit_id ?? null;
}

/** A viewer's name and username, or undefined. */
export async function viewerPerson(db: QueryDb, userId: number) {
  return db.selectFrom("users").select(["name", "username"]).where("id", "=", userId).executeTakeFirst();
}
