import type { AlertMedia as CameraAlertMedia, AlertSubject } from "../cameras";
import type { AlertMedia } from "../../../widgets/core/schemas";

/** The three roles whose cameras record every alert, in the order their media are announced. */
export const MEDIA_ROLES = ["Left", "Primary", "Right"] as const;
export type MediaRole = (typeof MEDIA_ROLES)[number];

/** One alert's media to make: a still and a clip per camera, around `atMs`. */
export interface AlertMediaJob {
  alertId: number;
  atMs: number;
  subject: AlertSubject;
  cameras: { cameraId: number; cameraRole: MediaRole }[];
  /** Media already announced (`cameraId|mimeType`), not to announce again (a restart mid-way). */
  announced?: ReadonlySet<string>;
}

export interface AlertMediaCallbacks {
  /** Files just became ready (their URLs answer 200): announce them. */
  ready(media: AlertMedia[]): void;
  /** The job ended: `done` (every file ready, or given up after the timeout) or `skipped` (queue full). */
  done(state: "done" | "skipped"): void;
}

/**
 * The one seam between the alert generator and whatever draws alert media. The generator calls
 * `produce` for each alert that wants media; the source calls back as files become ready.
 */
export interface AlertMediaSource {
  produce(job: AlertMediaJob, callbacks: AlertMediaCallbacks): void;
  /** Jobs running and waiting. */
  backlog(): { running: number; queued: number };
  close(): Promise<void>;
}

export const mediaKey = (m: { cameraId: number; mimeType: string }) => `${m.cameraId}|${m.mimeType}`;

export interface CameraMediaOptions {
  /** Alerts whose media are made at once (each runs up to three ffmpeg encoders). */
  concurrency?: number;
  /** Alerts waiting beyond this are not given media (an overload, e.g. a burst of 100 alerts/s). */
  maxQueued?: number;
  /** How often readiness is checked. */
  pollMs?: number;
  /** A file not ready after this long is given up. */
  timeoutMs?: number;
}

/** The synthetic cameras' alert-media module (`cameras.alertMedia`), as far as this source needs it. */
export interface CameraAlertMediaModule {
  request: CameraAlertMedia["request"];
  path: CameraAlertMedia["path"];
}

/** `/media/alerts/12-34.jpg?exp=…` → `12-34.jpg` (the module's file name). */
function fileName(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * Alert media from the synthetic cameras: for each camera of the alert, a still (JPEG) and an
 * 8 s clip (MP4) rendered with the alert's subject in the scene, ready a few seconds after the
 * moment. Readiness is watched on the module's files; a bounded queue keeps bursts from starting
 * hundreds of encoders. The queue runs the newest alert first: an operator waits for the clip of
 * the alert that just came in, not for a backlog (backdated demo alerts at a first start, media
 * resumed after a restart, a burst) that took the encoders before it.
 */
export function cameraAlertMediaSource(
  module: CameraAlertMediaModule,
  options: CameraMediaOptions = {},
): AlertMediaSource {
  const concurrency = options.concurrency ?? 3;
  const maxQueued = options.maxQueued ?? 100;
  const pollMs = options.pollMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const queue: { job: AlertMediaJob; callbacks: AlertMediaCallbacks }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running = 0;
  let closed = false;

  const finish = (callbacks: AlertMediaCallbacks) => {
    running -= 1;
    callbacks.done("done");
    startNext();
  };

  const run = (job: AlertMediaJob, callbacks: AlertMediaCallbacks) => {
    running += 1;
    const waiting: { name: string; media: AlertMedia }[] = [];
    try {
      for (const camera of job.cameras) {
        const { image, clip } = module.request({
          alertId: job.alertId,
          cameraId: camera.cameraId,
          atMs: job.atMs,
          subject: job.subject,
        });
        for (const file of [image, clip]) {
          if (job.announced?.has(mediaKey(file))) continue;
          waiting.push({ name: fileName(file.url), media: { ...file, cameraRole: camera.cameraRole } });
        }
      }
    } catch (error) {
      console.error(`alert ${job.alertId}: no media (${error instanceof Error ? error.message : String(error)})`);
      return finish(callbacks);
    }
    const started = Date.now();
    const check = () => {
      if (closed) return;
      const ready = waiting.filter((w) => module.path(w.name) !== null);
      if (ready.length > 0) {
        for (const r of ready) waiting.splice(waiting.indexOf(r), 1);
        callbacks.ready(ready.map((r) => r.media));
      }
      if (waiting.length === 0) return finish(callbacks);
      if (Date.now() - started > timeoutMs) {
        console.error(`alert ${job.alertId}: ${waiting.length} media file(s) not ready after ${timeoutMs} ms`);
        return finish(callbacks);
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        check();
      }, pollMs);
      timers.add(timer);
    };
    check();
  };

  /** The waiting job of the latest moment (the first of equals): a live alert's media go before a backlog's. */
  const newest = () => {
    let best = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i]!.job.atMs > queue[best]!.job.atMs) best = i;
    return queue.splice(best, 1)[0];
  };

  const startNext = () => {
    while (!closed && running < concurrency && queue.length > 0) {
      const next = newest();
      if (next) run(next.job, next.callbacks);
    }
  };

  return {
    produce(job, callbacks) {
      if (closed) return;
      if (queue.length >= maxQueued) {
        callbacks.done("skipped");
        return;
      }
      queue.push({ job, callbacks });
      startNext();
    },
    backlog: () => ({ running, queued: queue.length }),
    async close() {
      closed = true;
      queue.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
