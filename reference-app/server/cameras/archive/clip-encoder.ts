import { renameSync, rmSync, statSync } from "node:fs";
import type { CameraInfo } from "../camera-directory";
import { pastFrameState } from "../history/past-state";
import { spawnFfmpeg, rawInput } from "../live/ffmpeg";
import type { Agent } from "../scene/agents";
import { FrameRenderer } from "../scene/render-frame";

export interface ClipOptions {
  camera: CameraInfo;
  startMs: number;
  stopMs: number;
  file: string;
  fps?: number;
  /** "dewarped": the equirectangular picture of a panoramic camera. */
  mode?: "picture" | "dewarped";
  /** Things placed in the scene at time t (alert subjects). */
  subjects?: (t: number) => Agent[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Clips are drawn at this rate (main-stream size). */
export const CLIP_FPS = 15;

/**
 * Draws [startMs, stopMs) of a camera with the renderer and encodes it into an MP4 (H.264, fast
 * start) at `file`. Frames are drawn on this thread one at a time, waiting for ffmpeg to take each
 * (so live feeds keep their timing); answers the file's size in bytes.
 */
export async function encodeClip(options: ClipOptions): Promise<number> {
  const fps = options.fps ?? CLIP_FPS;
  const dewarped = options.mode === "dewarped";
  const [width, height] = dewarped ? [640, 320] : [640, 360];
  const renderer = new FrameRenderer(options.camera.scene, width, height, options.mode ?? "picture", {
    reuseStill: true,
  });
  const frames = Math.max(1, Math.round(((options.stopMs - options.startMs) / 1000) * fps));
  const temporary = `${options.file}.part.mp4`;
  const ffmpeg = spawnFfmpeg([
    ...rawInput(width, height, fps),
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-crf",
    "27",
    "-pix_fmt",
    "yuv420p",
    "-g",
    String(fps * 2),
    "-threads",
    "2",
    "-movflags",
    "+faststart",
    "-y",
    temporary,
  ]);
  const exited = new Promise<number | null>((resolve) => ffmpeg.child.once("exit", (code) => resolve(code)));
  const abort = () => ffmpeg.child.kill("SIGKILL");
  options.signal?.addEventListener("abort", abort, { once: true });
  try {
    let lastReport = 0;
    for (let i = 0; i < frames; i++) {
      if (options.signal?.aborted) throw new Error("clip aborted");
      if (ffmpeg.child.exitCode !== null) break;
      const t = options.startMs + (i * 1000) / fps;
      const pixels = renderer.rgba({
        timeMs: t,
        timeZone: options.camera.timeZone,
        cameraName: options.camera.name,
        state: pastFrameState(options.camera, t),
        subjects: options.subjects?.(t),
      });
      const more = ffmpeg.child.stdin.write(pixels);
      // Wait for the pipe to drain, or for ffmpeg to end (killed on abort: no drain would come).
      if (!more)
        await new Promise<void>((resolve) => {
          const done = () => {
            ffmpeg.child.stdin.off("drain", done);
            ffmpeg.child.stdin.off("close", done);
            ffmpeg.child.off("exit", done);
            resolve();
          };
          ffmpeg.child.stdin.once("drain", done);
          ffmpeg.child.stdin.once("close", done);
          ffmpeg.child.once("exit", done);
        });
      else if (i % 4 === 3) await new Promise<void>((resolve) => setImmediate(resolve));
      if (options.onProgress && (i - lastReport >= fps || i === frames - 1)) {
        lastReport = i;
        options.onProgress((i + 1) / frames);
      }
    }
    ffmpeg.child.stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${ffmpeg.stderr().trim().split("\n").pop() ?? ""}`);
    renameSync(temporary, options.file);
    return statSync(options.file).size;
  } catch (error) {
    ffmpeg.child.kill("SIGKILL");
    await exited;
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", abort);
  }
}
