// Finds Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium), or installs
// Debian's package when running as root on Debian; otherwise explains what to do and exits 1.
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium-path.mjs";
import { findOrInstall } from "./debian-package.mjs";

function version(binary) {
  const result = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function fail(lines) {
  console.error(["[chromium] No usable Chromium.", ...lines].join("\n  "));
  process.exit(1);
}

const found = findOrInstall({
  label: "chromium",
  aptPackage: "chromium",
  envVar: "CHROMIUM_PATH",
  find: findChromium,
  fail,
  otherSystems: "Install Chromium with your system's package manager.",
  extraHint: ["(Playwright's own browser download does not work offline; a system Chromium is used.)"],
});

const reported = version(found);
if (!reported)
  fail([
    `${found} exists but \`${found} --version\` failed.`,
    "Reinstall it, or set CHROMIUM_PATH to a working binary.",
  ]);
console.log(`[chromium] ${reported} at ${found}`);
