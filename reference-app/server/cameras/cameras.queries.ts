import type { QueryDb } from "../db/query-layer";

/**
 * The cameras' queries (issue 20): the camera directory, presets, patrol, thumbnails, the
 * informational videos and the live-unit cameras. Written once with Kysely; they run on SQLite and
 * PostgreSQL alike.
 */

/**
 * Cameras joined to their live unit (`cameras k`, `live_units u`): the one place this join is
 * written. Other features' queries start from it through the cameras' public module.
 */
export function camerasWithUnits(db: QueryDb) {
  return db.selectFrom("cameras as k").innerJoin("live_units as u", "u.id", "k.live_unit_id");
}

/** One camera with its unit, client and location (the directory's record), or undefined. */
export async function cameraRecord(db: QueryDb, cameraId: number) {
  return camerasWithUnits(db)
    .innerJoin("clients as c", "c.id", "u.client_id")
    .leftJoin("locations as l", "l.id", "u.location_id")
    .select([
      "k.id",
      "k.name",
      "k.position",
      "k.active",
      "k.capabilities",
      "k.permissions",
      "k.thumbnail_preset_id",
      "k.health_color",
      "k.health_status",
      "k.health_flapping",
      "k.patrol_suspended",
      "u.id as live_unit_id",
      "u.name as live_unit_name",
      "u.serial",
      "u.client_id",
      "c.name as client_name",
      "u.location_id",
      "l.name as location_name",
      "l.street",
      "l.city",
      "l.state",
      "l.zip",
      "l.time_zone",
      "u.date_activated",
      "u.date_deactivated",
      "u.health_start_color",
      "u.health_overlay as unit_overlay",
    ])
    .where("k.id", "=", cameraId)
    .executeTakeFirst();
}
export type CameraRecordRow = NonNullable<Awaited<ReturnType<typeof cameraRecord>>>;

/** A camera's presets with their stored views (null when never stored), by id. */
export async function cameraPresetRows(db: QueryDb, cameraId: number) {
  return db
    .selectFrom("presets as p")
    .leftJoin("camera_preset_views as v", "v.preset_id", "p.id")
    .select(["p.id", "p.name", "p.is_home", "p.is_default", "v.pan", "v.tilt", "v.zoom"])
    .where("p.camera_id", "=", cameraId)
    .orderBy("p.id")
    .execute();
}

/** The camera a preset belongs to, or null. */
export async function presetCameraId(db: QueryDb, presetId: number): Promise<number | null> {
  const row = await db.selectFrom("presets").select("camera_id").where("id", "=", presetId).executeTakeFirst();
  return row?.camera_id ?? null;
}

/** The cameras of a live unit, by position. */
export async function unitCameraIds(db: QueryDb, liveUnitId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("cameras")
    .select("id")
    .where("live_unit_id", "=", liveUnitId)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.id);
}

/** Every camera at a location, by unit and position. */
export async function locationCameraIds(db: QueryDb, locationId: number): Promise<number[]> {
  const rows = await camerasWithUnits(db)
    .select("k.id")
    .where("u.location_id", "=", locationId)
    .orderBy("u.id")
    .orderBy("k.position")
    .execute();
  return rows.map((r) => r.id);
}

/** The first `limit` active cameras by id (the informational videos draw with them). */
export async function activeCameraIds(db: QueryDb, limit: number): Promise<number[]> {
  const rows = await db.selectFrom("cameras").select("id").where("active", "=", 1).orderBy("id").limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Stores whether a camera's patrol is suspended (its health overlay shows it). */
export async function setPatrolSuspended(db: QueryDb, cameraId: number, suspended: boolean): Promise<void> {
  await db
    .updateTable("cameras")
    .set({ patrol_suspended: suspended ? 1 : 0 })
    .where("id", "=", cameraId)
    .execute();
}

/** A new preset of a camera at a view; answers its id. */
export async function insertPreset(
  db: QueryDb,
  cameraId: number,
  name: string,
  view: { pan: number; tilt: number; zoom: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("presets")
      .values({ camera_id: cameraId, name, is_home: 0, is_default: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("camera_preset_views")
      .values({ preset_id: id, ...view })
      .execute();
    return id;
  });
}

/** Renames a preset. */
export async function renamePreset(db: QueryDb, presetId: number, name: string): Promise<void> {
  await db.updateTable("presets").set({ name }).where("id", "=", presetId).execute();
}

/** The camera and preset names and the client of a thumbnail (a preset of that camera), or undefined. */
export async function thumbnailScene(db: QueryDb, presetId: number, cameraId: number) {
  return camerasWithUnits(db)
    .innerJoin("presets as p", "p.camera_id", "k.id")
    .select(["k.name as camera_name", "p.name as preset_name", "u.client_id"])
    .where("p.id", "=", presetId)
    .where("k.id", "=", cameraId)
    .executeTakeFirst();
}

/** When a session ends (ms), or null (stream URLs end with the session that asked for them). */
export async function sessionExpiresAt(db: QueryDb, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom("sessions")
    .select("expires_at")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row?.expires_at ?? null;
}

/** Informational videos of a page, with whether this user has seen each. */
export async function informationalVideos(db: QueryDb, userId: number, page: string) {
  return db
    .selectFrom("informational_videos as v")
    .select((eb) => [
      "v.id",
      "v.video_url",
      "v.thumbnail_url",
      "v.header_text",
      "v.body_text",
      "v.documentation_url",
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom("informational_video_views as w")
              .select("w.video_id")
              .whereRef("w.video_id", "=", "v.id")
              .where("w.user_id", "=", userId),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as("viewed"),
    ])
    .where("v.page", "=", page)
    .orderBy("v.id")
    .execute();
}

/** Whether an informational video exists. */
export async function informationalVideoExists(db: QueryDb, videoId: number): Promise<boolean> {
  const row = await db.selectFrom("informational_videos").select("id").where("id", "=", videoId).executeTakeFirst();
  return row !== undefined;
}

/** Records that a user saw an informational video (a second view keeps the first). */
export async function recordInformationalVideoView(
  db: QueryDb,
  userId: number,
  videoId: number,
  at: number,
): Promise<void> {
  await db
    .insertInto("informational_video_views")
    .values({ user_id: userId, video_id: videoId, viewed_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
