import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { QueryDb } from "../../db/query-layer";
import { activeCameraIds } from "../cameras.queries";
import { INFORMATIONAL_VIDEO_PAGES, type InformationalVideoPage } from "../../../../widgets/core/schemas";
import { encodeClip } from "../archive/clip-encoder";
import type { CameraDirectory } from "../camera-directory";

/** Each page's video: this many seconds of a synthetic camera, at this rate (640×360 H.264, fast start). */
export const INTRO_SECONDS = 6;
const INTRO_FPS = 10;
/** A fixed daylit moment (the same picture on every server). */
const INTRO_START_MS = Date.UTC(2026, 0, 15, 18, 0, 0);

/**
 * The informational videos' files (`/media/informational/{page}.mp4`): a few seconds of one of the
 * synthetic cameras (the page's index among the cameras, by id), drawn by the camera renderer and
 * encoded with ffmpeg like requested clips, on first request, then kept in `dir` (beside the
 * database: made once per data folder). Concurrent requests share one encoding.
 */
export function createIntroVideos(db: QueryDb, directory: CameraDirectory, dir: string) {
  const encoding = new Map<InformationalVideoPage, Promise<string>>();
  const controller = new AbortController();

  const make = async (page: InformationalVideoPage): Promise<string> => {
    const file = join(dir, `${page}.mp4`);
    if (existsSync(file)) return file;
    mkdirSync(dir, { recursive: true });
    const ids = await activeCameraIds(db, INFORMATIONAL_VIDEO_PAGES.length);
    const id = ids[INFORMATIONAL_VIDEO_PAGES.indexOf(page) % Math.max(1, ids.length)];
    const camera = id === undefined ? null : await directory.camera(id);
    if (!camera) throw new Error("there is no camera to draw the informational video with");
    await encodeClip({
      camera,
      startMs: INTRO_START_MS,
      stopMs: INTRO_START_MS + INTRO_SECONDS * 1000,
      fps: INTRO_FPS,
      file,
      signal: controller.signal,
    });
    return file;
  };

  return {
    dir,
    /** The page's MP4 (made now when missing); rejects when it cannot be made (no ffmpeg). */
    file(page: InformationalVideoPage): Promise<string> {
      let pending = encoding.get(page);
      if (!pending) {
        pending = make(page);
        encoding.set(page, pending);
        // A failure is not kept: the next request tries again.
        pending.catch(() => encoding.delete(page));
      }
      return pending;
    },
    /** Stops an encoding under way and waits for it. */
    async close(): Promise<void> {
      controller.abort();
      await Promise.allSettled(encoding.values());
    },
  };
}
export type IntroVideos = ReturnType<typeof createIntroVideos>;
