// Finds Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium), or installs
// Debian's package when running as root on Debian; otherwise explains what to do and exits 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium-path.mjs";

function version(binary) {
  const result = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function fail(lines) {
  console.error(["[chromium] No usable Chromium.", ...lines].join("\n  "));
  process.exit(1);
}

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  fail([
    `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`,
    "Point it at a Chromium binary, or unset it to use /usr/bin/chromium.",
  ]);
}

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (!isRoot || !isDebian) {
    fail([
      isDebian
        ? "Install it as root:  sudo apt-get update && sudo apt-get install -y chromium"
        : "Install Chromium with your system's package manager.",
      "Or point to one:     CHROMIUM_PATH=/path/to/chromium npm test",
      "(Playwright's own browser download does not work offline; a system Chromium is used.)",
    ]);
  }
  console.log("[chromium] not found; installing Debian's chromium (apt-get) ...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0)
      fail([
        `apt-get ${args.join(" ")} failed (exit ${result.status}).`,
        "Install chromium yourself, or set CHROMIUM_PATH.",
      ]);
  }
  found = findChromium();
  if (!found) fail(["apt-get finished but /usr/bin/chromium is still missing; set CHROMIUM_PATH."]);
}

const reported = version(found);
if (!reported)
  fail([
    `${found} exists but \`${found} --version\` failed.`,
    "Reinstall it, or set CHROMIUM_PATH to a working binary.",
  ]);
console.log(`[chromium] ${reported} at ${found}`);
