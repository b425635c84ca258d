import type { FavouritesList } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";

/**
 * The favourite camera lists (document 3, `cam_lists` calls), on both engines. A stored list is the
 * contract's `FavouritesList` without its cameras; its cameras answer the contract's fields plus the
 * preset the thumbnail URL is made from.
 */
export type CamListHead = Omit<FavouritesList, "cameras">;

export interface CamListCameraRow {
  camId: number;
  camName: string;
  clientId: number;
  /** The camera's thumbnail preset, or null. */
  presetId: number | null;
}

const head = (row: { id: number; user_id: number; name: string; is_favorites: number }): CamListHead => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  isFavorites: row.is_favorites === 1,
});

export async function camListById(db: QueryDb, id: number): Promise<CamListHead | null> {
  const row = await db
    .selectFrom("cam_lists")
    .select(["id", "user_id", "name", "is_favorites"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? head(row) : null;
}

/** The user's favourites list (at most one), or null. */
export async function favouritesListOf(db: QueryDb, userId: number): Promise<CamListHead | null> {
  const row = await db
    .selectFrom("cam_lists")
    .select(["id", "user_id", "name", "is_favorites"])
    .where("user_id", "=", userId)
    .where("is_favorites", "=", 1)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? head(row) : null;
}

/** A list's cameras in the order they were added. */
export async function camListCameras(db: QueryDb, listId: number): Promise<CamListCameraRow[]> {
  return db
    .selectFrom("cam_list_cameras as lc")
    .innerJoin("cameras as k", "k.id", "lc.camera_id")
    .innerJoin("live_units as u", "u.id", "k.live_unit_id")
    .select(["k.id as camId", "k.name as camName", "u.client_id as clientId", "k.thumbnail_preset_id as presetId"])
    .where("lc.list_id", "=", listId)
    .orderBy("lc.added_at")
    .orderBy("k.id")
    .execute();
}

/** The client of a camera, or null for an unknown camera. */
export async function cameraClientId(db: QueryDb, cameraId: number): Promise<number | null> {
  const row = await db
    .selectFrom("cameras as k")
    .innerJoin("live_units as u", "u.id", "k.live_unit_id")
    .select("u.client_id")
    .where("k.id", "=", cameraId)
    .executeTakeFirst();
  return row?.client_id ?? null;
}

export async function insertCamList(
  db: QueryDb,
  list: { userId: number; name: string; isFavorites: boolean },
): Promise<number> {
  const row = await db
    .insertInto("cam_lists")
    .values({ user_id: list.userId, name: list.name, is_favorites: list.isFavorites ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCamList(
  db: QueryDb,
  id: number,
  list: { name: string; isFavorites: boolean },
): Promise<void> {
  await db
    .updateTable("cam_lists")
    .set({ name: list.name, is_favorites: list.isFavorites ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

/** Adds cameras (in the order given, one millisecond apart); a camera already in the list stays where it is. */
export async function addCamListCameras(
  db: QueryDb,
  listId: number,
  cameraIds: readonly number[],
  now: number,
): Promise<void> {
  if (cameraIds.length === 0) return;
  await db
    .insertInto("cam_list_cameras")
    .values(cameraIds.map((id, i) => ({ list_id: listId, camera_id: id, added_at: now + i })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeCamListCameras(db: QueryDb, listId: number, cameraIds: readonly number[]): Promise<void> {
  if (cameraIds.length === 0) return;
  await db.deleteFrom("cam_list_cameras").where("list_id", "=", listId).where("camera_id", "in", cameraIds).execute();
}

export async function camListCount(db: QueryDb, userId: number): Promise<number> {
  const row = await db
    .selectFrom("cam_lists")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function camListCameraCount(db: QueryDb, listId: number): Promise<number> {
  const row = await db
    .selectFrom("cam_list_cameras")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("list_id", "=", listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs `step` in one transaction (rolled back when it throws). */
export function inCamListTransaction<T>(db: QueryDb, step: (db: QueryDb) => Promise<T>): Promise<T> {
  return db.transaction().execute(step);
}
