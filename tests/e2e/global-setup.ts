// Before the journeys: build what is missing or stale (as `npm start` does; the server serves
// reference-app/dist), then start the reference server on E2E_PORT (set in playwright.config.ts)
// with its data in .cache/e2e-data/<seed hash> (seeded on the first run and whenever
// the seed changes, reused otherwise). Returns the teardown.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { cachedDataDir } from "../../scripts/seed-hash.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const STARTUP_TIMEOUT_MS = 120_000; // the first seed of the full fleet takes up to ~20 s

async function waitUntilUp(url: string, server: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the reference server exited (code ${server.exitCode}); see its output above`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reference server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** The origins of the partner pages the journeys serve (see `startPartnerSite`). */
export function partnerOrigins(): string[] {
  const ports = (process.env.E2E_PARTNER_PORTS ?? "").split(",").filter(Boolean);
  return ports.map((port) => `http://127.0.0.1:${port}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("building the reference app failed; see the output above");

  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set (playwright.config.ts sets it)");
  const server = spawn(process.execPath, ["--import", "tsx", "reference-app/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: cachedDataDir("e2e"),
      ALLOWED_ORIGINS: partnerOrigins().join(","),
      // Journeys raise their own alerts through the test hook; the generator stays off.
      ALERT_RATE: process.env.ALERT_RATE ?? "0",
      VMS_TEST_HOOKS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, "[server] ");
  server.stdout.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  server.stderr.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/auth/redirect`, server);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }

  return async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", () => resolve("exited")));
    server.kill("SIGTERM");
    // The exit event, or a deadline after which the server is killed.
    const deadline = new Promise((resolve) => setTimeout(() => resolve("deadline"), 5_000));
    if ((await Promise.race([exited, deadline])) === "deadline") server.kill("SIGKILL");
  };
}
