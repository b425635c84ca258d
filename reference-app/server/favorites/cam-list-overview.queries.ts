import type { QueryDb } from "../db/query-layer";

/** A camera list's row. */
export interface CamListRow {
  id: number;
  name: string;
  isFavorites: boolean;
}

/** Every list of a user, the favourites list first, then by id. */
export async function listsOfUser(db: QueryDb, userId: number): Promise<CamListRow[]> {
  const rows = await db
    .selectFrom("cam_lists")
    .select(["id", "name", "is_favorites"])
    .where("user_id", "=", userId)
    .orderBy("is_favorites", "desc")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, isFavorites: r.is_favorites === 1 }));
}

/** The camera ids of each list, in the order they were added. */
export async function cameraIdsOfLists(db: QueryDb, listIds: number[]): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .selectFrom("cam_list_cameras")
    .select(["list_id", "camera_id"])
    .where("list_id", "in", listIds)
    .orderBy("added_at")
    .orderBy("camera_id")
    .execute();
  for (const row of rows) byList.get(row.list_id)?.push(row.camera_id);
  return byList;
}

/** The list `listId` when it belongs to `userId`, else null. */
export async function ownCamList(db: QueryDb, listId: number, userId: number): Promise<CamListRow | null> {
  const row = await db
    .selectFrom("cam_lists")
    .select(["id", "name", "is_favorites"])
    .where("id", "=", listId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, isFavorites: row.is_favorites === 1 } : null;
}

/** Deletes a list and its cameras in one transaction. */
export async function deleteCamList(db: QueryDb, listId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("cam_list_cameras").where("list_id", "=", listId).execute();
    await trx.deleteFrom("cam_lists").where("id", "=", listId).execute();
  });
}
