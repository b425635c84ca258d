import type { QueryDb } from "../db/query-layer";
import { clientRequester, markUnitSeeded, readyUnitVideos, unitCameraIds } from "./requested-videos.queries";
import type { ArchiveJobs, CameraDirectory } from "../cameras";
import type { RequestedVideo } from "../../../widgets/core/schemas";
import { findUnit, type UnitRecord } from "../units";

const DAY = 86_400_000;
/** Length of a seeded clip (the shortest a user may request). */
export const SEEDED_CLIP_MS = 60_000;

/** The unit a list is of: the unit read (with its client and location) of `findUnit`. */
export type RequestedVideosUnit = UnitRecord;

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
  query: QueryDb,
  directory: CameraDirectory,
  archive: ArchiveJobs,
  now: () => number = Date.now,
) {
  const seed = async (u: RequestedVideosUnit) => {
    if (!(await markUnitSeeded(query, u.id))) return;
    const userId = await clientRequester(query, u.client_id);
    if (userId === null) return;
    const found = await Promise.all((await unitCameraIds(query, u.id, true)).map((id) => directory.camera(id)));
    const cams = found.flatMap((camera) => camera ?? []);
    const ranked = [...cams].sort(
      (a, b) =>
        Number(b.scene.panoramic) + Number(b.scene.thermal) - (Number(a.scene.panoramic) + Number(a.scene.thermal)),
    );
    const at = now();
    const deactivated = (c: (typeof cams)[number]) => c.dateDeactivated !== null;
    const picked = ranked.filter((c) => !deactivated(c)).slice(0, 2);
    for (const [i, camera] of picked.entries()) {
      const start = Math.floor((at - (i === 0 ? DAY : 7 * DAY)) / 60_000) * 60_000 - (camera.id % 7) * 3_600_000;
      await archive.request({
        camera,
        userId,
        kind: "archive",
        title: `${camera.name} ${new Date(start).toISOString().slice(0, 16)}`,
        startMs: start,
        stopMs: start + SEEDED_CLIP_MS,
      });
    }
  };

  return {
    /** The unit (with its location), or null. */
    unit: (unitId: number): Promise<RequestedVideosUnit | null> => findUnit(query, unitId),
    /** Camera ids of the unit (for entity rights). */
    cameraIds: (unitId: number): Promise<number[]> => unitCameraIds(query, unitId, false),
    /** The unit's ready videos, newest recorded first (seeding its history on the first read). */
    async list(u: RequestedVideosUnit, grant: string): Promise<RequestedVideo[]> {
      await seed(u);
      // One query: the rows carry their files (no read per video).
      return (await readyUnitVideos(query, u.id)).flatMap((r) => {
        const urls = archive.urls(r, grant);
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
