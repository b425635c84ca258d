import type { Database } from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import type { CameraDirectory, CameraInfo } from "../camera-directory";
import type { MediaSigner } from "../media-signing";
import { encodeClip } from "./clip-encoder";

/** Clip URLs stay valid this long. */
export const CLIP_URL_TTL_MS = 12 * 3_600_000;

const JobRowSchema = z.object({
  id: z.number(),
  camera_id: z.number(),
  start_ms: z.number(),
  stop_ms: z.number(),
  is_panoramic: z.number(),
  user_id: z.number(),
});

export const RequestedVideoRowSchema = z.object({
  id: z.number(),
  camera_id: z.number(),
  live_unit_id: z.number(),
  user_id: z.number(),
  kind: z.enum(["archive", "quick"]),
  title: z.string(),
  camera_name: z.string(),
  is_thermal: z.number(),
  is_panoramic: z.number(),
  start_ms: z.number(),
  stop_ms: z.number(),
  requested_at: z.number(),
  status: z.enum(["queued", "rendering", "ready", "failed"]),
  progress: z.number(),
  error: z.string().nullable(),
  video_file: z.string().nullable(),
  video_bytes: z.number().nullable(),
  dewarped_file: z.string().nullable(),
  dewarped_bytes: z.number().nullable(),
  completed_at: z.number().nullable(),
});
export type RequestedVideoRow = z.infer<typeof RequestedVideoRowSchema>;

export interface ClipRequest {
  camera: CameraInfo;
  userId: number;
  kind: "archive" | "quick";
  title: string;
  startMs: number;
  stopMs: number;
}

/**
 * Video retrievals as background jobs: a request becomes a `requested_videos` row (status
 * `queued`); `concurrency` jobs at a time (1 by default: frames are drawn on the event loop and
 * ffmpeg takes the other core) draw the range and encode an MP4 (and, for a panoramic camera, a
 * dewarped equirectangular one), updating `progress` and ending `ready` or `failed`. The queue is
 * fair: the next job is the oldest of the user served longest ago (round-robin across users), so
 * one user's many clips never hold back another's first by more than the jobs running. Jobs left
 * unfinished by a stop are started again on the next start. Files: `<dir>/<id>.mp4`, `<id>-dewarped.mp4`.
 */
export function createArchiveJobs(
  db: Database,
  directory: CameraDirectory,
  signer: MediaSigner,
  dir: string,
  now: () => number = Date.now,
  concurrency = 1,
) {
  mkdirSync(dir, { recursive: true });
  const insert = db.prepare(`INSERT INTO requested_videos (camera_id, live_unit_id, user_id, kind, title, camera_name,
    is_thermal, is_panoramic, start_ms, stop_ms, requested_at, status, progress)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0) RETURNING id`);
  // The oldest queued job of each user (the heads of the per-user queues).
  const queueHeads = db.prepare(
    `SELECT id, camera_id, start_ms, stop_ms, is_panoramic, user_id FROM requested_videos
      WHERE id IN (SELECT MIN(id) FROM requested_videos WHERE status = 'queued' GROUP BY user_id) ORDER BY id`,
  );
  const anyQueued = db.prepare("SELECT 1 FROM requested_videos WHERE status = 'queued' LIMIT 1");
  /** When each user's last job started (a counter): the user served longest ago goes next. */
  const lastServed = new Map<number, number>();
  let served = 0;
  const nextQueued = (): z.infer<typeof JobRowSchema> | undefined => {
    const heads = z.array(JobRowSchema).parse(queueHeads.all());
    let best: z.infer<typeof JobRowSchema> | undefined;
    for (const head of heads) {
      if (!best || (lastServed.get(head.user_id) ?? -1) < (lastServed.get(best.user_id) ?? -1)) best = head;
    }
    return best;
  };
  const setRendering = db.prepare("UPDATE requested_videos SET status = 'rendering', progress = ? WHERE id = ?");
  const setReady =
    db.prepare(`UPDATE requested_videos SET status = 'ready', progress = 1, video_file = ?, video_bytes = ?,
    dewarped_file = ?, dewarped_bytes = ?, completed_at = ?, error = NULL WHERE id = ?`);
  const setFailed = db.prepare(
    "UPDATE requested_videos SET status = 'failed', error = ?, completed_at = ? WHERE id = ?",
  );
  const byId = db.prepare("SELECT * FROM requested_videos WHERE id = ?");
  db.prepare("UPDATE requested_videos SET status = 'queued', progress = 0 WHERE status = 'rendering'").run();

  const workers = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let closed = false;
  const waiters: (() => void)[] = [];

  const runOne = async (job: z.infer<typeof JobRowSchema>): Promise<void> => {
    const camera = directory.camera(job.camera_id);
    if (!camera) {
      setFailed.run("The camera no longer exists", now(), job.id);
      return;
    }
    const controller = new AbortController();
    controllers.add(controller);
    const parts = job.is_panoramic ? 2 : 1;
    try {
      const file = `${job.id}.mp4`;
      const bytes = await encodeClip({
        camera,
        startMs: job.start_ms,
        stopMs: job.stop_ms,
        file: join(dir, file),
        signal: controller.signal,
        onProgress: (f) => setRendering.run(f / parts, job.id),
      });
      let dewarped: { file: string; bytes: number } | null = null;
      if (job.is_panoramic) {
        const name = `${job.id}-dewarped.mp4`;
        const size = await encodeClip({
          camera,
          startMs: job.start_ms,
          stopMs: job.stop_ms,
          file: join(dir, name),
          mode: "dewarped",
          signal: controller.signal,
          onProgress: (f) => setRendering.run(0.5 + f / 2, job.id),
        });
        dewarped = { file: name, bytes: size };
      }
      setReady.run(file, bytes, dewarped?.file ?? null, dewarped?.bytes ?? null, now(), job.id);
    } catch (error) {
      if (closed) return; // left 'rendering': queued again on the next start
      setFailed.run(error instanceof Error ? error.message : String(error), now(), job.id);
    } finally {
      controllers.delete(controller);
    }
  };

  const pump = () => {
    while (!closed && workers.size < Math.max(1, concurrency)) {
      const job = nextQueued();
      if (job === undefined) break;
      // Taken off the queue at once, so the next worker picks another job.
      setRendering.run(0, job.id);
      lastServed.set(job.user_id, served++);
      const worker: Promise<void> = runOne(job).finally(() => {
        workers.delete(worker);
        pump();
        if (!closed && workers.size === 0) for (const w of waiters.splice(0)) w();
      });
      workers.add(worker);
    }
  };
  pump();

  return {
    /** Queues a retrieval; answers its id. */
    request(r: ClipRequest): number {
      const row = insert.get(
        r.camera.id,
        r.camera.liveUnitId,
        r.userId,
        r.kind,
        r.title,
        r.camera.name,
        r.camera.scene.thermal ? 1 : 0,
        r.camera.scene.panoramic ? 1 : 0,
        r.startMs,
        r.stopMs,
        now(),
      ) as { id: number };
      queueMicrotask(pump);
      return row.id;
    },
    /** The row of a retrieval, or null. */
    get(id: number): RequestedVideoRow | null {
      const raw = byId.get(id);
      return raw === undefined ? null : RequestedVideoRowSchema.parse(raw);
    },
    /**
     * Presigned URLs of a ready retrieval's files (for the requested-videos list and share links),
     * naming what granted them (`grant`, see media-grants.ts; a share link's grant names one version).
     */
    urls(
      row: RequestedVideoRow,
      grant: string,
      ttlMs = CLIP_URL_TTL_MS,
    ): { videoUrl: string | null; dewarpedVideoUrl: string | null } {
      const url = (file: string | null) => (file ? signer.presign(`/media/clips/${file}`, ttlMs, grant) : null);
      return row.status === "ready"
        ? { videoUrl: url(row.video_file), dewarpedVideoUrl: url(row.dewarped_file) }
        : { videoUrl: null, dewarpedVideoUrl: null };
    },
    /** Resolves when no job is queued or running. */
    idle(): Promise<void> {
      if (workers.size === 0 && anyQueued.get() === undefined) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** Stops the running jobs (they start again on the next start). */
    async close(): Promise<void> {
      closed = true;
      for (const c of controllers) c.abort();
      await Promise.all(workers);
      for (const w of waiters.splice(0)) w();
    },
    dir,
  };
}
export type ArchiveJobs = ReturnType<typeof createArchiveJobs>;
