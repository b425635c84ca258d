import { sql } from "kysely";
import type { QueryDb } from "../db/query-layer";

/** Saved mosaics and the demo mosaics' seed, on both engines. */

export async function anyMosaic(db: QueryDb): Promise<boolean> {
  const row = await db
    .selectFrom("mosaics")
    .select(sql<number>`1`.as("found"))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active cameras of a client's active units (at a position when given), by unit then position. */
export async function activeCamerasOfClient(
  db: QueryDb,
  clientId: number,
  limit: number,
  position?: number,
): Promise<number[]> {
  let query = db
    .selectFrom("cameras as k")
    .innerJoin("live_units as u", "u.id", "k.live_unit_id")
    .select("k.id")
    .where("u.client_id", "=", clientId)
    .where("u.date_deactivated", "is", null)
    .where("k.active", "=", 1);
  if (position !== undefined) query = query.where("k.position", "=", position);
  const rows = await query.orderBy("u.id").orderBy("k.position").limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The first camera a user may stream as a single camera (a stream entity), if any. */
export async function firstStreamEntity(db: QueryDb, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("user_entities")
    .select("camera_id")
    .where("user_id", "=", userId)
    .where("kind", "=", "stream")
    .limit(1)
    .execute();
  return rows.map((r) => r.camera_id);
}

/** Stores mosaics (ids in the order given) with their cameras, in one transaction. */
export async function insertMosaics(
  db: QueryDb,
  mosaics: readonly { userId: number; name: string; cameras: readonly number[] }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const m of mosaics) {
      const { id } = await trx
        .insertInto("mosaics")
        .values({ user_id: m.userId, name: m.name })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (m.cameras.length === 0) continue;
      await trx
        .insertInto("mosaic_cameras")
        .values(m.cameras.map((cameraId, position) => ({ mosaic_id: id, position, camera_id: cameraId })))
        .execute();
    }
  });
}

/** A user's own mosaic, or undefined. */
export async function ownMosaic(db: QueryDb, mosaicId: number, userId: number) {
  return db
    .selectFrom("mosaics")
    .select(["id", "name"])
    .where("id", "=", mosaicId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** A mosaic's cameras in their tile order. */
export async function mosaicCameraIds(db: QueryDb, mosaicId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("mosaic_cameras")
    .select("camera_id")
    .where("mosaic_id", "=", mosaicId)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.camera_id);
}

/** A live unit's name and client, or undefined. */
export async function liveUnitOfMosaic(db: QueryDb, liveUnitId: number) {
  return db
    .selectFrom("live_units")
    .select(["id", "name", "client_id"])
    .where("id", "=", liveUnitId)
    .executeTakeFirst();
}
