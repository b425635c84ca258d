import type { QueryDb } from "../db/query-layer";

/** The share links' queries (issue 20: Kysely, on SQLite and PostgreSQL alike). */

/** Links with their creator's and revoker's names. */
function shareRows(db: QueryDb) {
  return db
    .selectFrom("requested_video_shares as s")
    .innerJoin("users as c", "c.id", "s.created_by")
    .leftJoin("users as r", "r.id", "s.revoked_by")
    .select([
      "s.id",
      "s.video_id",
      "s.dewarped",
      "c.name as created_by_name",
      "s.created_at",
      "s.expires_at",
      "s.revoked_at",
      "r.name as revoked_by_name",
      "s.opens",
      "s.last_opened_at",
    ]);
}

/** A link, or undefined. */
export async function shareLink(db: QueryDb, id: number) {
  return shareRows(db).where("s.id", "=", id).executeTakeFirst();
}
export type ShareRow = NonNullable<Awaited<ReturnType<typeof shareLink>>>;

/** A video's links, newest first (at most 200). */
export async function videoShareLinks(db: QueryDb, videoId: number): Promise<ShareRow[]> {
  return shareRows(db).where("s.video_id", "=", videoId).orderBy("s.id", "desc").limit(200).execute();
}

/** A new link; answers its id. */
export async function insertShareLink(
  db: QueryDb,
  link: { videoId: number; dewarped: boolean; createdBy: number; createdAt: number; expiresAt: number },
): Promise<number> {
  const row = await db
    .insertInto("requested_video_shares")
    .values({
      video_id: link.videoId,
      dewarped: link.dewarped ? 1 : 0,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a link (a second revoke keeps the first one's time and user). */
export async function revokeShareLink(db: QueryDb, id: number, userId: number, at: number): Promise<void> {
  await db
    .updateTable("requested_video_shares")
    .set({ revoked_at: at, revoked_by: userId })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Counts one opening of a link that is not revoked. */
export async function shareLinkOpened(db: QueryDb, id: number, at: number): Promise<void> {
  await db
    .updateTable("requested_video_shares")
    .set((eb) => ({ opens: eb("opens", "+", 1), last_opened_at: at }))
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}
