// End-to-end journeys (tests/e2e/**/*.spec.ts) through the built reference app, served by the
// reference server that tests/e2e/global-setup.ts builds for and starts, with its data cached in
// .cache/e2e-data/<seed hash> (reseeded when the seed changes). Port: E2E_PORT, else a free port
// chosen once per run (several people can run the suite at once on one machine).
// Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./scripts/chromium-path.mjs";

function freePort(): string {
  const script =
    'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})';
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" });
}

// Set once in the main process; the workers inherit it, so every process sees the same port.
process.env.E2E_PORT ??= freePort();
// Partner pages on another origin (one port per worker): the server's ALLOWED_ORIGINS lists them.
process.env.E2E_PARTNER_PORTS ??= [freePort(), freePort()].join(",");
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  workers: 2,
  fullyParallel: true,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [["list"], ["html", { open: "never" }]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
