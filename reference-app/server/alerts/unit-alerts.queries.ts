import type { QueryDb } from "../db/query-layer";

/** A unit's alert as the history timeline needs it. */
export interface UnitAlertRow {
  id: number;
  alert_type: string;
  alert_subject: string | null;
  alert_ms: number;
  state: string;
  camera_id: number;
}

/** The client a live unit belongs to, or undefined when there is no such unit. */
export async function liveUnitClientId(db: QueryDb, liveUnitId: number): Promise<number | undefined> {
  const row = await db.selectFrom("live_units").select("client_id").where("id", "=", liveUnitId).executeTakeFirst();
  return row?.client_id;
}

/** The unit's alerts raised in [from, to), resolved or not, earliest first, at most `limit`. */
export function unitAlertsBetween(
  db: QueryDb,
  liveUnitId: number,
  from: number,
  to: number,
  limit: number,
): Promise<UnitAlertRow[]> {
  return db
    .selectFrom("alerts")
    .select(["id", "alert_type", "alert_subject", "alert_ms", "state", "camera_id"])
    .where("live_unit_id", "=", liveUnitId)
    .where("alert_ms", ">=", from)
    .where("alert_ms", "<", to)
    .orderBy("alert_ms")
    .orderBy("id")
    .limit(limit)
    .execute();
}
