import type { QueryDb } from "../db/query-layer";

/** The requested videos' list and seeded history (issue 20: Kysely, on SQLite and PostgreSQL alike). */

/** A live unit's ready videos with their requester, newest recorded first (at most 500). */
export async function readyUnitVideos(db: QueryDb, liveUnitId: number) {
  return db
    .selectFrom("requested_videos as r")
    .innerJoin("users as s", "s.id", "r.user_id")
    .selectAll("r")
    .select(["s.username", "s.name as user_name"])
    .where("r.live_unit_id", "=", liveUnitId)
    .where("r.status", "=", "ready")
    .orderBy("r.start_ms", "desc")
    .orderBy("r.id", "desc")
    .limit(500)
    .execute();
}

/** Marks a unit's history seeded; false when it already was. */
export async function markUnitSeeded(db: QueryDb, liveUnitId: number): Promise<boolean> {
  const result = await db
    .insertInto("requested_video_seeds")
    .values({ live_unit_id: liveUnitId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A unit's cameras, active only or all, by position. */
export async function unitCameraIds(db: QueryDb, liveUnitId: number, activeOnly: boolean): Promise<number[]> {
  let query = db.selectFrom("cameras").select("id").where("live_unit_id", "=", liveUnitId);
  if (activeOnly) query = query.where("active", "=", 1);
  const rows = await query.orderBy("position").execute();
  return rows.map((r) => r.id);
}

/** A user who may see a client (one of its own before an all-clients one), or null. */
export async function clientRequester(db: QueryDb, clientId: number): Promise<number | null> {
  const row = await db
    .selectFrom("users as s")
    .select("s.id")
    .where((eb) =>
      eb.or([
        eb("s.all_clients", "=", 1),
        eb.exists(
          eb
            .selectFrom("user_clients as c")
            .select("c.user_id")
            .whereRef("c.user_id", "=", "s.id")
            .where("c.client_id", "=", clientId),
        ),
      ]),
    )
    .orderBy("s.all_clients")
    .orderBy("s.id")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
