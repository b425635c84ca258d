import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ALERT_SUBJECTS } from "../../../../widgets/core/schemas";
import type { CameraDirectory, CameraInfo } from "../camera-directory";
import { encodeClip } from "../archive/clip-encoder";
import { pastFrameState } from "../history/past-state";
import type { MediaSigner } from "../media-signing";
import type { Agent } from "../scene/agents";
import type { FrameState } from "../scene/render-frame";

export type AlertSubject = (typeof ALERT_SUBJECTS)[number];
/** An alert medium's path: `/media/alerts/<alertId>-<cameraId>.<jpg|mp4>`. */
export const ALERT_MEDIA_PATH = /^\/media\/alerts\/((\d{1,10})-(\d{1,10})\.(?:jpg|mp4))$/;
/** Alert media URLs stay valid this long. */
export const ALERT_MEDIA_TTL_MS = 7 * 86_400_000;
/** The still is ready this long after the moment; the clip covers ±CLIP_HALF_MS around it. */
export const STILL_DELAY_MS = 2_000;
export const CLIP_HALF_MS = 4_000;

export interface AlertMediaRequest {
  alertId: number;
  cameraId: number;
  /** The moment of the alert (ms). */
  atMs: number;
  subject: AlertSubject;
}

export interface AlertMediaFile {
  mediaTimestamp: string;
  cameraId: number;
  mimeType: "image/jpeg" | "video/mp4";
  /** Answers 404 until the file is ready, then 200 (the spec's media availability poll). */
  url: string;
}

type Still = (
  camera: CameraInfo,
  timeMs: number,
  state: FrameState,
  size: { width: number; height: number; quality?: number },
  subjects?: Agent[],
) => Buffer;

/** The alert's subject in the camera's view at `t`, moving a little over the clip. */
export function subjectAt(camera: CameraInfo, subject: AlertSubject, atMs: number, t: number): Agent {
  const view = pastFrameState(camera, atMs).view;
  const s = (t - atMs) / 1000;
  const speed = subject === "vehicle" ? 0.012 : subject === "person" ? 0.002 : 0;
  const centreU = camera.scene.panoramic ? 0.3 : Math.min(0.97, Math.max(0.03, 0.5 + view.pan * 0.5));
  const centreV = camera.scene.panoramic ? 0.8 : Math.min(0.93, 0.52 + view.tilt * 0.3 + 0.12 / view.zoom);
  return {
    kind: subject,
    u: centreU + speed * s,
    v: centreV,
    direction: 1,
    color: subject === "vehicle" ? "#b01818" : "#d9381e",
    step: s * (subject === "vehicle" ? 6 : 2.2),
  };
}

/**
 * Alert media for issue-10's alert generator (a module API): for a camera and a moment, a still
 * and a short clip with the alert's subject in the scene, ready a few seconds after the moment.
 * `request` answers the URLs at once; they answer 404 until the files exist.
 */
export function createAlertMedia(
  directory: CameraDirectory,
  signer: MediaSigner,
  still: Still,
  dir: string,
  now: () => number = Date.now,
) {
  mkdirSync(dir, { recursive: true });
  const timers = new Set<NodeJS.Timeout>();
  const work = new Set<Promise<unknown>>();
  const controller = new AbortController();
  const later = (delay: number, fn: () => Promise<unknown> | void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (controller.signal.aborted) return;
        const p = Promise.resolve()
          .then(fn)
          .catch(() => {});
        work.add(p);
        void p.finally(() => work.delete(p));
      },
      Math.max(0, delay),
    );
    timers.add(timer);
  };
  const write = (name: string, data: Buffer) => {
    const path = join(dir, name);
    writeFileSync(`${path}.tmp`, data);
    renameSync(`${path}.tmp`, path);
  };

  return {
    request(r: AlertMediaRequest): { image: AlertMediaFile; clip: AlertMediaFile } {
      // Read while the still waits (an unknown camera makes no files: its URLs answer 404).
      const known = directory.camera(r.cameraId).then((camera) => {
        if (!camera) throw new Error(`no camera ${r.cameraId}`);
        return camera;
      });
      known.catch(() => {});
      const base = `${r.alertId}-${r.cameraId}`;
      const t = now();
      later(r.atMs + STILL_DELAY_MS - t, async () => {
        const camera = await known;
        const subjects = [subjectAt(camera, r.subject, r.atMs, r.atMs)];
        write(
          `${base}.jpg`,
          still(camera, r.atMs, pastFrameState(camera, r.atMs), { width: 640, height: 360, quality: 82 }, subjects),
        );
      });
      later(r.atMs + CLIP_HALF_MS - t, async () => {
        const camera = await known;
        return encodeClip({
          camera,
          startMs: r.atMs - CLIP_HALF_MS,
          stopMs: r.atMs + CLIP_HALF_MS,
          fps: 10,
          file: join(dir, `${base}.mp4`),
          subjects: (at) => [subjectAt(camera, r.subject, r.atMs, at)],
          signal: controller.signal,
        });
      });
      const mediaTimestamp = new Date(r.atMs).toISOString();
      return {
        image: {
          mediaTimestamp,
          cameraId: r.cameraId,
          mimeType: "image/jpeg",
          url: signer.presign(`/media/alerts/${base}.jpg`, ALERT_MEDIA_TTL_MS),
        },
        clip: {
          mediaTimestamp,
          cameraId: r.cameraId,
          mimeType: "video/mp4",
          url: signer.presign(`/media/alerts/${base}.mp4`, ALERT_MEDIA_TTL_MS),
        },
      };
    },
    /**
     * `url` (one of `request`'s) carrying `grant` (media-grants.ts), which the media route checks on
     * every request: the same path and expiry, so a session's URL of a medium is always the same
     * (the list and the events agree). Any other URL comes back as it is.
     */
    granted(url: string, grant: string): string {
      const [path = "", search = ""] = url.split("?");
      const exp = new URLSearchParams(search).get("exp");
      if (!ALERT_MEDIA_PATH.test(path) || exp === null || !/^\d{1,15}$/.test(exp)) return url;
      return signer.signUntil(path, Number(exp), grant);
    },
    /** The path of a ready file, or null. */
    path(name: string): string | null {
      const path = join(dir, name);
      return existsSync(path) ? path : null;
    },
    async close(): Promise<void> {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...work]);
    },
  };
}
export type AlertMedia = ReturnType<typeof createAlertMedia>;
