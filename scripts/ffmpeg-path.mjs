// The ffmpeg the reference server's live feeds, clips and alert media use: `FFMPEG_PATH` when set,
// else the system's (`/usr/bin/ffmpeg`, `/usr/local/bin/ffmpeg`, or `ffmpeg` on the PATH).
// `scripts/ensure-ffmpeg.mjs` installs Debian's package when it can.
import { existsSync } from "node:fs";
import path from "node:path";

const CANDIDATES = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"];

/** `FFMPEG_PATH` when set (and present), else the first system ffmpeg found, else undefined. */
export function findFfmpeg(env = process.env) {
  if (env.FFMPEG_PATH) return existsSync(env.FFMPEG_PATH) ? env.FFMPEG_PATH : undefined;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, "ffmpeg");
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
