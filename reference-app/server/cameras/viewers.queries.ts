import type { QueryDb } from "../db/query-layer";

/** Who watches each camera (cameras/viewers.ts), on both engines. */

export interface ViewerRow {
  user_id: number;
  name: string;
  username: string;
  joined_ms: number;
}

/** Forgets the viewers of `cameraId` not seen since `beforeMs` (they left without checking out). */
export async function forgetSilentViewers(db: QueryDb, cameraId: number, beforeMs: number): Promise<void> {
  await db.deleteFrom("camera_viewers").where("camera_id", "=", cameraId).where("seen_ms", "<=", beforeMs).execute();
}

/** Records that `user` watches `cameraId` at `atMs` (joined then, when not already there). */
export async function checkInViewer(
  db: QueryDb,
  cameraId: number,
  user: { id: number; name: string; username: string },
  atMs: number,
): Promise<void> {
  await db
    .insertInto("camera_viewers")
    .values({
      camera_id: cameraId,
      user_id: user.id,
      name: user.name,
      username: user.username,
      joined_ms: atMs,
      seen_ms: atMs,
    })
    .onConflict((oc) => oc.columns(["camera_id", "user_id"]).doUpdateSet({ seen_ms: atMs }))
    .execute();
}

export async function checkOutViewer(db: QueryDb, cameraId: number, userId: number): Promise<void> {
  await db.deleteFrom("camera_viewers").where("camera_id", "=", cameraId).where("user_id", "=", userId).execute();
}

/** The viewers of `cameraId` seen after `sinceMs`, first joined first. */
export async function cameraViewers(db: QueryDb, cameraId: number, sinceMs: number): Promise<ViewerRow[]> {
  const rows = await db
    .selectFrom("camera_viewers")
    .select(["user_id", "name", "username", "joined_ms"])
    .where("camera_id", "=", cameraId)
    .where("seen_ms", ">", sinceMs)
    .orderBy("joined_ms")
    .orderBy("user_id")
    .execute();
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id), joined_ms: Number(r.joined_ms) }));
}

/** The first viewer of `cameraId` seen after `sinceMs` (who has control), or null. */
export async function firstViewer(db: QueryDb, cameraId: number, sinceMs: number): Promise<number | null> {
  const row = await db
    .selectFrom("camera_viewers")
    .select("user_id")
    .where("camera_id", "=", cameraId)
    .where("seen_ms", ">", sinceMs)
    .orderBy("joined_ms")
    .orderBy("user_id")
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}
