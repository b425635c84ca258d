import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { findFfmpeg } from "../../../../scripts/ffmpeg-path.mjs";

/** The message stream and clip calls answer when the server has no ffmpeg. */
export const FFMPEG_MISSING =
  "Live video is not available: the server found no ffmpeg (set FFMPEG_PATH, or run node scripts/ensure-ffmpeg.mjs)";

/** The ffmpeg binary (FFMPEG_PATH, else the system's), or null. Looked up once. */
let cached: string | null | undefined;
export function ffmpegBinary(): string | null {
  if (cached === undefined) cached = findFfmpeg() ?? null;
  return cached;
}

/**
 * Every ffmpeg this process started and that has not exited (shut-down and tests check it is
 * empty): its own children, and the live encoders its encoder spawner runs (by pid).
 */
export const runningFfmpeg = new Set<{ readonly pid?: number }>();

/** Starts ffmpeg reading raw RGBA frames on stdin; stderr is kept (the last lines) for errors. */
export function spawnFfmpeg(
  args: string[],
  cwd?: string,
): { child: ChildProcessByStdio<Writable, null, Readable>; stderr: () => string } {
  const binary = ffmpegBinary();
  if (!binary) throw new Error(FFMPEG_MISSING);
  const child = spawn(binary, ["-hide_banner", "-loglevel", "error", "-nostdin", ...args], {
    stdio: ["pipe", "ignore", "pipe"],
    cwd,
  });
  runningFfmpeg.add(child);
  child.once("exit", () => runningFfmpeg.delete(child));
  child.once("error", () => runningFfmpeg.delete(child));
  child.stdin.on("error", () => {}); // EPIPE when ffmpeg exits first
  let tail = "";
  child.stderr.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-2000);
  });
  return { child, stderr: () => tail };
}

/** Raw RGBA frames of `w` x `h` at `fps` on stdin. */
export const rawInput = (w: number, h: number, fps: number): string[] => [
  "-f",
  "rawvideo",
  "-pix_fmt",
  "rgba",
  "-s",
  `${w}x${h}`,
  "-r",
  String(fps),
  "-i",
  "pipe:0",
];

/** H.264 baseline, zero latency, a keyframe every `gop` frames, SPS/PPS before each. */
export const h264Output = (gop: number, kbps: number): string[] => [
  "-an",
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-tune",
  "zerolatency",
  "-profile:v",
  "baseline",
  "-level",
  "3.1",
  "-pix_fmt",
  "yuv420p",
  "-g",
  String(gop),
  "-keyint_min",
  String(gop),
  "-sc_threshold",
  "0",
  "-b:v",
  `${kbps}k`,
  "-maxrate",
  `${Math.round(kbps * 1.5)}k`,
  "-bufsize",
  `${kbps}k`,
  "-threads",
  "1",
  "-x264-params",
  "repeat-headers=1",
];
