// Finds ffmpeg for the reference server's cameras (FFMPEG_PATH, else the system's), or installs
// Debian's package when running as root on Debian; otherwise explains what to do and exits 1.
//   node scripts/ensure-ffmpeg.mjs           the test step: exits 1 when no ffmpeg can be had
//   node scripts/ensure-ffmpeg.mjs --soft    `npm start`: says what is missing and exits 0
import { spawnSync } from "node:child_process";
import { findOrInstall } from "./debian-package.mjs";
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

const found = findOrInstall({
  label: "ffmpeg",
  aptPackage: "ffmpeg",
  envVar: "FFMPEG_PATH",
  find: findFfmpeg,
  fail,
  otherSystems: "Install ffmpeg (with libx264) with your system's package manager.",
  quiet: soft,
});

const reported = version(found);
if (!reported) fail([`${found} exists but \`${found} -version\` failed.`, "Reinstall it, or set FFMPEG_PATH."]);
if (!/\blibx264\b/.test(encoders(found)))
  fail([`${found} (${reported}) has no libx264 encoder.`, "Install a build with libx264, or set FFMPEG_PATH."]);
console.log(`[ffmpeg] ${reported} at ${found}`);
