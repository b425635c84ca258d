import type { Database } from "better-sqlite3";
import * as z from "zod";
import type { ArchiveJobs } from "../cameras/archive/archive-jobs";
import type { CameraDirectory } from "../cameras/camera-directory";
import type { RequestedVideo } from "../../../widgets/core/schemas";
import { createUnitQueries, type UnitRecord } from "../units";

const DAY = 86_400_000;
/** Length of a seeded clip (the shortest a user may request). */
export const SEEDED_CLIP_MS = 60_000;

/** The unit a list is of: the unit read (with its client and location) of `createUnitQueries`. */
export type RequestedVideosUnit = UnitRecord;

const ListRowSchema = z.object({
  id: z.number(),
  camera_id: z.number(),
  camera_name: z.string(),
  is_thermal: z.number(),
  start_ms: z.number(),
  requested_at: z.number(),
  username: z.string(),
  user_name: z.string(),
});

/** The e-mail shown for a requester (users have no e-mail in the reference data: derived from the username). */
export const requesterEmail = (username: string): string => `${username}@example.com`;

/**
 * The requested videos of a live unit (document 2 "Requested video"): the retrievals that finished
 * (`requested_videos` rows with status `ready`), newest recorded first. Seeded history: the first
 * time a unit's list is read, up to two past requests (a day and a week back, 60 s each, by a user of
 * the unit's client; a panoramic or thermal camera first when the unit has one) are queued as
 * ordinary retrieval jobs, so they are real clips, listed once rendered. Each unit is seeded once
 * (`requested_video_seeds`).
 */
export function createRequestedVideos(
  db: Database,
  directory: CameraDirectory,
  archive: ArchiveJobs,
  now: () => number = Date.now,
) {
  const units = createUnitQueries(db);
  const list = db.prepare(`SELECT r.id, r.camera_id, r.camera_name, r.is_thermal, r.start_ms, r.requested_at,
      s.username, s.name AS user_name
    FROM requested_videos r JOIN users s ON s.id = r.user_id
    WHERE r.live_unit_id = ? AND r.status = 'ready' ORDER BY r.start_ms DESC, r.id DESC LIMIT 500`);
  const seeded = db.prepare("INSERT OR IGNORE INTO requested_video_seeds (live_unit_id) VALUES (?)");
  const unitCameras = db
    .prepare("SELECT id FROM cameras WHERE live_unit_id = ? AND active = 1 ORDER BY position")
    .pluck();
  const requester = db
    .prepare(
      `SELECT s.id FROM users s WHERE s.all_clients = 1 OR EXISTS
        (SELECT 1 FROM user_clients c WHERE c.user_id = s.id AND c.client_id = ?) ORDER BY s.all_clients, s.id LIMIT 1`,
    )
    .pluck();

  const seed = (u: RequestedVideosUnit) => {
    if (seeded.run(u.id).changes === 0) return;
    const userId = requester.get(u.client_id);
    if (typeof userId !== "number") return;
    const cams = z
      .array(z.number())
      .parse(unitCameras.all(u.id))
      .flatMap((id) => directory.camera(id) ?? []);
    const ranked = [...cams].sort(
      (a, b) =>
        Number(b.scene.panoramic) + Number(b.scene.thermal) - (Number(a.scene.panoramic) + Number(a.scene.thermal)),
    );
    const at = now();
    const deactivated = (c: (typeof cams)[number]) => c.dateDeactivated !== null;
    ranked
      .filter((c) => !deactivated(c))
      .slice(0, 2)
      .forEach((camera, i) => {
        const start = Math.floor((at - (i === 0 ? DAY : 7 * DAY)) / 60_000) * 60_000 - (camera.id % 7) * 3_600_000;
        archive.request({
          camera,
          userId,
          kind: "archive",
          title: `${camera.name} ${new Date(start).toISOString().slice(0, 16)}`,
          startMs: start,
          stopMs: start + SEEDED_CLIP_MS,
        });
      });
  };

  return {
    /** The unit (with its location), or null. */
    unit: (unitId: number): RequestedVideosUnit | null => units.unit(unitId),
    /** Camera ids of the unit (for entity rights). */
    cameraIds: (unitId: number): number[] =>
      z.array(z.number()).parse(db.prepare("SELECT id FROM cameras WHERE live_unit_id = ?").pluck().all(unitId)),
    /** The unit's ready videos, newest recorded first (seeding its history on the first read). */
    list(u: RequestedVideosUnit, grant: string): RequestedVideo[] {
      seed(u);
      return z
        .array(ListRowSchema)
        .parse(list.all(u.id))
        .flatMap((r) => {
          const row = archive.get(r.id);
          if (!row) return [];
          const urls = archive.urls(row, grant);
          if (urls.videoUrl === null) return [];
          return [
            {
              id: r.id,
              name: r.camera_name,
              isThermal: r.is_thermal === 1,
              videoUrl: urls.videoUrl,
              dewarpedVideoUrl: urls.dewarpedVideoUrl,
              recordedDatetime: new Date(r.start_ms).toISOString(),
              requestedDatetime: new Date(r.requested_at).toISOString(),
              locationTimezone: u.time_zone ?? "UTC",
              locationName: u.location_name,
              locationStreet: u.street,
              locationCity: u.city,
              locationState: u.state,
              locationZip: u.zip,
              liveUnitSerialNumber: u.serial,
              requestedByName: r.user_name,
              requestedByEmail: requesterEmail(r.username),
            },
          ];
        });
    },
  };
}
export type RequestedVideos = ReturnType<typeof createRequestedVideos>;
