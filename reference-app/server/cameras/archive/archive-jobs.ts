import type { QueryDb } from "../../db/query-layer";
import {
  anyQueued,
  insertRequestedVideo,
  queueHeads,
  requestedVideo,
  requeueOrphaned,
  setRenderProgress,
  setRetrievalFailed,
  setRetrievalReady,
  takeQueued,
} from "../archive.queries";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod";
import type { CameraDirectory, CameraInfo } from "../camera-directory";
import type { MediaSigner } from "../media-signing";
import { encodeClip } from "./clip-encoder";

/** Clip URLs stay valid this long. */
export const CLIP_URL_TTL_MS = 12 * 3_600_000;

/** A queued job (the head of a user's queue). */
type JobRow = Awaited<ReturnType<typeof queueHeads>>[number];

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
 * one user's many clips never hold back another's first by more than the jobs running. A job taken
 * names its instance (`claimed_by`). Jobs left unfinished by a stop are queued again: alone (SQLite)
 * all of them at the next start; among instances sharing a PostgreSQL database (`cluster`), at start
 * and every `leaseMs`, only those of instances whose heartbeat lapsed (stopped or died), never one
 * another live instance renders; only the instance that holds a job writes its progress and its end.
 * Files: `<dir>/<id>-<run>.mp4`, `<id>-<run>-dewarped.mp4` (`run` random per rendering).
 */
export function createArchiveJobs(
  db: QueryDb,
  directory: CameraDirectory,
  signer: MediaSigner,
  dir: string,
  {
    now = Date.now,
    concurrency = 1,
    instanceId = "local",
    cluster,
  }: {
    now?: () => number;
    /** Jobs rendering at once on this instance. */
    concurrency?: number;
    /** This instance's id (`ctx.instanceId`), recorded as the claimer of the jobs it takes. */
    instanceId?: string;
    /** Several instances on one database: their heartbeats (`cluster_instances`) lapse after `leaseMs`. */
    cluster?: { leaseMs: number };
  } = {},
) {
  mkdirSync(dir, { recursive: true });
  /** When each user's last job started (a counter): the user served longest ago goes next. */
  const lastServed = new Map<number, number>();
  let served = 0;
  const nextQueued = async (): Promise<JobRow | undefined> => {
    const heads = await queueHeads(db);
    let best: JobRow | undefined;
    for (const head of heads) {
      if (!best || (lastServed.get(head.user_id) ?? -1) < (lastServed.get(best.user_id) ?? -1)) best = head;
    }
    return best;
  };
  /** Progress writes are not awaited by the encoder; a failed one is only logged. */
  const progress = (id: number, fraction: number) =>
    void setRenderProgress(db, id, instanceId, fraction).catch((error: unknown) =>
      console.error("clip progress", error),
    );
  /** Queues again the jobs of renderers gone (all of them when alone); answers how many. */
  const requeue = () =>
    requeueOrphaned(db, cluster ? { instanceId, aliveSinceMs: now() - cluster.leaseMs } : undefined);
  const started = requeue();

  const workers = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let closed = false;
  const waiters: (() => void)[] = [];

  const runOne = async (job: JobRow): Promise<void> => {
    const camera = await directory.camera(job.camera_id);
    if (!camera) {
      await setRetrievalFailed(db, job.id, instanceId, "The camera no longer exists", now());
      return;
    }
    const controller = new AbortController();
    controllers.add(controller);
    const parts = job.is_panoramic ? 2 : 1;
    // Each run's own names: a job queued again while its first renderer still lives is never written
    // by both at one path.
    const run = randomBytes(4).toString("hex");
    const made: string[] = [];
    try {
      const file = `${job.id}-${run}.mp4`;
      made.push(file);
      const bytes = await encodeClip({
        camera,
        startMs: job.start_ms,
        stopMs: job.stop_ms,
        file: join(dir, file),
        signal: controller.signal,
        onProgress: (f) => progress(job.id, f / parts),
      });
      let dewarped: { file: string; bytes: number } | null = null;
      if (job.is_panoramic) {
        const name = `${job.id}-${run}-dewarped.mp4`;
        made.push(name);
        const size = await encodeClip({
          camera,
          startMs: job.start_ms,
          stopMs: job.stop_ms,
          file: join(dir, name),
          mode: "dewarped",
          signal: controller.signal,
          onProgress: (f) => progress(job.id, 0.5 + f / 2),
        });
        dewarped = { file: name, bytes: size };
      }
      const recorded = await setRetrievalReady(
        db,
        job.id,
        instanceId,
        {
          videoFile: file,
          videoBytes: bytes,
          dewarpedFile: dewarped?.file ?? null,
          dewarpedBytes: dewarped?.bytes ?? null,
        },
        now(),
      );
      // Another instance took the job over (this one's heartbeat had lapsed): its files are the row's.
      if (!recorded) await removeFiles(dir, made);
    } catch (error) {
      await removeFiles(dir, made);
      if (closed) return; // left 'rendering': queued again on the next start
      await setRetrievalFailed(db, job.id, instanceId, error instanceof Error ? error.message : String(error), now());
    } finally {
      controllers.delete(controller);
    }
  };

  // One pump at a time: it reads the queue, takes jobs and starts workers; a call while it runs
  // makes it look again when done.
  let pumping = false;
  let again = false;
  let pumped: Promise<void> = Promise.resolve();
  const pumpOnce = async () => {
    await started;
    while (!closed && workers.size < Math.max(1, concurrency)) {
      const job = await nextQueued();
      if (job === undefined || closed) break;
      // Taken off the queue at once, so the next worker (here or on another instance) picks another job.
      if (!(await takeQueued(db, job.id, instanceId))) continue;
      lastServed.set(job.user_id, served++);
      const worker: Promise<void> = runOne(job)
        .catch((error: unknown) => console.error("clip job", error))
        .finally(() => {
          workers.delete(worker);
          pump();
          if (!closed && workers.size === 0) void wakeIfIdle();
        });
      workers.add(worker);
    }
  };
  const pump = (): void => {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    again = false;
    pumped = pumpOnce()
      .catch((error: unknown) => console.error("clip queue", error))
      .finally(() => {
        pumping = false;
        if (again) pump();
        else if (!closed && workers.size === 0) void wakeIfIdle();
      });
  };
  /** Wakes the `idle()` waiters when nothing is running and nothing waits. */
  const wakeIfIdle = async () => {
    if (waiters.length === 0 || pumping || workers.size > 0) return;
    if (await anyQueued(db)) return pump();
    if (!pumping && workers.size === 0) for (const w of waiters.splice(0)) w();
  };
  pump();
  // Among several instances, a dead one's jobs are taken over once its heartbeat lapses.
  const sweep = cluster
    ? setInterval(() => {
        if (closed) return;
        requeue()
          .then((n) => {
            if (n > 0) pump();
          })
          .catch((error: unknown) => console.error("clip requeue", error));
      }, cluster.leaseMs)
    : null;
  sweep?.unref();

  return {
    /** Queues a retrieval; answers its id. */
    async request(r: ClipRequest, on: QueryDb = db): Promise<number> {
      const id = await insertRequestedVideo(on, {
        cameraId: r.camera.id,
        liveUnitId: r.camera.liveUnitId,
        userId: r.userId,
        kind: r.kind,
        title: r.title,
        cameraName: r.camera.name,
        thermal: r.camera.scene.thermal,
        panoramic: r.camera.scene.panoramic,
        startMs: r.startMs,
        stopMs: r.stopMs,
        requestedAt: now(),
      });
      // After the caller's transaction (when given one) commits.
      setTimeout(pump, 0);
      return id;
    },
    /** Looks at the queue again (after a request queued in a transaction committed). */
    pump,
    /** The row of a retrieval, or null. */
    async get(id: number): Promise<RequestedVideoRow | null> {
      const raw = await requestedVideo(db, id);
      return raw === undefined ? null : RequestedVideoRowSchema.parse(raw);
    },
    /**
     * Presigned URLs of a ready retrieval's files (for the requested-videos list and share links),
     * naming what granted them (`grant`, see media-grants.ts; a share link's grant names one version).
     */
    urls(
      row: Pick<RequestedVideoRow, "video_file" | "dewarped_file"> & { status: string },
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
      const waiting = new Promise<void>((resolve) => waiters.push(resolve));
      void wakeIfIdle();
      return waiting;
    },
    /** Stops the running jobs (they start again on the next start). */
    async close(): Promise<void> {
      closed = true;
      if (sweep) clearInterval(sweep);
      for (const c of controllers) c.abort();
      await pumped;
      await Promise.all(workers);
      for (const w of waiters.splice(0)) w();
    },
    dir,
  };
}
export type ArchiveJobs = ReturnType<typeof createArchiveJobs>;

/** A run's files, gone (those it did not make yet are not there). */
async function removeFiles(dir: string, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}
