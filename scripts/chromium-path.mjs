// The Chromium every browser test uses, and the flags it needs here (headless, as root, offline).
// Imported by web-test-runner.config.mjs, playwright.config.ts and the benchmarks; the test
// command runs scripts/ensure-chromium.mjs first, which installs it when it can.
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // A fake microphone (a beeping tone) granted without a prompt: voice calls carry real audio in tests.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** `CHROMIUM_PATH` when set, else the first known system Chromium that exists, else undefined. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The path, or an error that says what to do. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) {
    throw new Error(
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`
        : "No Chromium found: run `node scripts/ensure-chromium.mjs` (installs it as root on Debian) or set CHROMIUM_PATH",
    );
  }
  return found;
}
