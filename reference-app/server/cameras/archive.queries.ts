import { sql, type ExpressionBuilder } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";
import type { Tables } from "../db/tables";

/**
 * The video retrievals' queries (issue 20): the `requested_videos` job queue and the clip quotas'
 * charges. Written once with Kysely; they run on SQLite and PostgreSQL alike.
 */

/** A new queued retrieval; answers its id. */
export async function insertRequestedVideo(
  db: QueryDb,
  r: {
    cameraId: number;
    liveUnitId: number;
    userId: number;
    kind: "archive" | "quick";
    title: string;
    cameraName: string;
    thermal: boolean;
    panoramic: boolean;
    startMs: number;
    stopMs: number;
    requestedAt: number;
  },
): Promise<number> {
  const row = await db
    .insertInto("requested_videos")
    .values({
      camera_id: r.cameraId,
      live_unit_id: r.liveUnitId,
      user_id: r.userId,
      kind: r.kind,
      title: r.title,
      camera_name: r.cameraName,
      is_thermal: r.thermal ? 1 : 0,
      is_panoramic: r.panoramic ? 1 : 0,
      start_ms: r.startMs,
      stop_ms: r.stopMs,
      requested_at: r.requestedAt,
      status: "queued",
      progress: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The oldest queued retrieval of each user (the heads of the per-user queues), by id. */
export async function queueHeads(db: QueryDb) {
  return db
    .selectFrom("requested_videos")
    .select(["id", "camera_id", "start_ms", "stop_ms", "is_panoramic", "user_id"])
    .where("id", "in", (eb) =>
      eb
        .selectFrom("requested_videos")
        .select((e) => e.fn.min("id").as("id"))
        .where("status", "=", "queued")
        .groupBy("user_id"),
    )
    .orderBy("id")
    .execute();
}

/** Whether any retrieval waits. */
export async function anyQueued(db: QueryDb): Promise<boolean> {
  const row = await db
    .selectFrom("requested_videos")
    .select("id")
    .where("status", "=", "queued")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a queued retrieval for instance `instanceId` (status `rendering`, `claimed_by`); false when
 * another worker took it first.
 */
export async function takeQueued(db: QueryDb, id: number, instanceId: string): Promise<boolean> {
  const result = await db
    .updateTable("requested_videos")
    .set({ status: "rendering", progress: 0, claimed_by: instanceId })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The writes of a job's renderer: only while the retrieval is rendering and still claimed by
 * `instanceId`. A job queued again (its instance's heartbeat lapsed) and taken by another instance
 * is that one's: a late write of the first renderer, still alive, never undoes or doubles it.
 */
const claimedBy = (id: number, instanceId: string) => (eb: ExpressionBuilder<Tables, "requested_videos">) =>
  eb.and([eb("id", "=", id), eb("status", "=", "rendering"), eb("claimed_by", "=", instanceId)]);

/** A rendering retrieval's progress (0…1). */
export async function setRenderProgress(db: QueryDb, id: number, instanceId: string, progress: number): Promise<void> {
  // Only while rendering: a late progress write never undoes `ready` or `failed`.
  await db.updateTable("requested_videos").set({ progress }).where(claimedBy(id, instanceId)).execute();
}

/** A retrieval done: its files. False when `instanceId` no longer holds the job (its files are not the row's). */
export async function setRetrievalReady(
  db: QueryDb,
  id: number,
  instanceId: string,
  files: { videoFile: string; videoBytes: number; dewarpedFile: string | null; dewarpedBytes: number | null },
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable("requested_videos")
    .set({
      status: "ready",
      progress: 1,
      video_file: files.videoFile,
      video_bytes: files.videoBytes,
      dewarped_file: files.dewarpedFile,
      dewarped_bytes: files.dewarpedBytes,
      completed_at: at,
      error: null,
    })
    .where(claimedBy(id, instanceId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A retrieval failed, and why (only while `instanceId` holds it). */
export async function setRetrievalFailed(
  db: QueryDb,
  id: number,
  instanceId: string,
  error: string,
  at: number,
): Promise<void> {
  await db
    .updateTable("requested_videos")
    .set({ status: "failed", error, completed_at: at })
    .where(claimedBy(id, instanceId))
    .execute();
}

/**
 * Queues again the retrievals left rendering by a renderer that is gone; answers how many. Alone
 * (SQLite, one instance: `cluster` undefined) every rendering one: a start finds none running. Among
 * several instances, only those claimed by none (rows from before claims) or by an instance other
 * than `cluster.instanceId` with no heartbeat in `cluster_instances` since `cluster.aliveSinceMs`
 * (it stopped or died): never one another live instance renders.
 */
export async function requeueOrphaned(
  db: QueryDb,
  cluster?: { instanceId: string; aliveSinceMs: number },
): Promise<number> {
  let update = db
    .updateTable("requested_videos")
    .set({ status: "queued", progress: 0, claimed_by: null })
    .where("status", "=", "rendering");
  if (cluster)
    update = update.where((eb) =>
      eb.or([
        eb("claimed_by", "is", null),
        eb.and([
          eb("claimed_by", "<>", cluster.instanceId),
          eb(
            "claimed_by",
            "not in",
            eb.selectFrom("cluster_instances").select("instance_id").where("heartbeat_ms", ">", cluster.aliveSinceMs),
          ),
        ]),
      ]),
    );
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A retrieval's row, or undefined. */
export async function requestedVideo(db: QueryDb, id: number) {
  return db.selectFrom("requested_videos").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A user's queued or rendering retrievals that were charged to the quotas, oldest first, with their length. */
export async function unfinishedCharged(db: QueryDb, userId: number) {
  return db
    .selectFrom("clip_quota_charges as c")
    .innerJoin("requested_videos as v", "v.id", "c.video_id")
    .select(["v.id", "v.status", sql<number>`(v.stop_ms - v.start_ms) / 1000.0`.as("seconds")])
    .where("c.user_id", "=", userId)
    .where("v.status", "in", ["queued", "rendering"])
    .orderBy("v.id")
    .execute();
}

/** A user's charges since `sinceMs` of clips that did not fail, oldest first. */
export async function recentCharges(db: QueryDb, userId: number, sinceMs: number) {
  return db
    .selectFrom("clip_quota_charges as c")
    .innerJoin("requested_videos as v", "v.id", "c.video_id")
    .select(["c.seconds", "c.charged_at"])
    .where("c.user_id", "=", userId)
    .where("c.charged_at", ">", sinceMs)
    .where("v.status", "!=", "failed")
    .orderBy("c.charged_at")
    .execute();
}

/** Charges a queued clip to its user. */
export async function chargeClip(
  db: QueryDb,
  videoId: number,
  userId: number,
  seconds: number,
  at: number,
): Promise<void> {
  await db
    .insertInto("clip_quota_charges")
    .values({ video_id: videoId, user_id: userId, seconds, charged_at: at })
    .execute();
}

/**
 * Runs `work` in a transaction that holds this user's clip lock: the quota check, the insert and
 * the charge of concurrent requests do not interleave, on one instance or several (PostgreSQL: a
 * transaction-scoped advisory lock per user; SQLite: the query layer runs one transaction at a time).
 */
export async function withUserClipLock<T>(db: QueryDb, userId: number, work: (trx: QueryDb) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx))
      await trx.executeQuery(sql`SELECT pg_advisory_xact_lock(${CLIP_LOCK_CLASS}, ${userId})`.compile(trx));
    return work(trx);
  });
}
/** The advisory lock class of the clip quotas (the first key of the two-key lock). */
const CLIP_LOCK_CLASS = 20_018;
