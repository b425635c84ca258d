// Finds ffmpeg for the reference server's cameras (FFMPEG_PATH, else the system's), or installs
// Debian's package when running as root on Debian; otherwise explains what to do and exits 1.
//   node scripts/ensure-ffmpeg.mjs           the test step: exits 1 when no ffmpeg can be had
//   node scripts/ensure-ffmpeg.mjs --soft    `npm start`: says what is missing and exits 0
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findFfmpeg } from "./ffmpeg-path.mjs";

const soft = process.argv.includes("--soft");

function version(binary) {
  const result = spawnSync(binary, ["-hide_banner", "-version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.split("\n")[0]?.trim() : undefined;
}

function encoders(binary) {
  const result = spawnSync(binary, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout : "";
}

function fail(lines) {
  const text = ["[ffmpeg] No usable ffmpeg.", ...lines].join("\n  ");
  if (soft) {
    console.warn(`${text}\n  The server starts anyway; live video, clips and alert media answer a clear error.`);
    process.exit(0);
  }
  console.error(text);
  process.exit(1);
}

if (process.env.FFMPEG_PATH && !existsSync(process.env.FFMPEG_PATH)) {
  fail([
    `FFMPEG_PATH=${process.env.FFMPEG_PATH} does not exist.`,
    "Point it at an ffmpeg binary, or unset it to use the system's.",
  ]);
}

let found = findFfmpeg();
if (!found) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (!isRoot || !isDebian) {
    fail([
      isDebian
        ? "Install it as root:  sudo apt-get update && sudo apt-get install -y ffmpeg"
        : "Install ffmpeg (with libx264) with your system's package manager.",
      "Or point to one:     FFMPEG_PATH=/path/to/ffmpeg npm test",
    ]);
  }
  console.log("[ffmpeg] not found; installing Debian's ffmpeg (apt-get) ...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "ffmpeg"]]) {
    const result = spawnSync("apt-get", args, { stdio: soft ? "ignore" : "inherit", env });
    if (result.status !== 0)
      fail([
        `apt-get ${args.join(" ")} failed (exit ${result.status}).`,
        "Install ffmpeg yourself, or set FFMPEG_PATH.",
      ]);
  }
  found = findFfmpeg();
  if (!found) fail(["apt-get finished but ffmpeg is still missing; set FFMPEG_PATH."]);
}

const reported = version(found);
if (!reported) fail([`${found} exists but \`${found} -version\` failed.`, "Reinstall it, or set FFMPEG_PATH."]);
if (!/\blibx264\b/.test(encoders(found)))
  fail([`${found} (${reported}) has no libx264 encoder.`, "Install a build with libx264, or set FFMPEG_PATH."]);
console.log(`[ffmpeg] ${reported} at ${found}`);
