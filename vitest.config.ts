import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import { assetUrl, inlineCss, workerUrl } from "./scripts/build/plugins.mjs";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/**
 * Server test files that need a process of their own: they set process-wide state the server's
 * modules read once at import (no-ffmpeg: FFMPEG_PATH, looked up once by cameras/live/ffmpeg.ts).
 */
const SERVER_OWN_PROCESS = ["reference-app/server/cameras/no-ffmpeg.test.ts"];

/**
 * Unit tests: `*.test.ts` beside the code. Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Browser, end-to-end and bench tiers have their own runners.
 * What every run of them shares: the `unit` step's projects below, and the `scale` step
 * (scripts/postgres/vitest.scale.config.ts), which runs each file in a process of its own.
 */
const shared = defineConfig({
  plugins: [inlineCss(), workerUrl({ emit: false }), assetUrl({ emit: false })],
  // The reference app imports the library by its package name, as any host does.
  resolve: { alias: { "vms-widgets": fileURLToPath(new URL("./widgets/index.ts", import.meta.url)) } },
  define: { __VMS_VERSION__: JSON.stringify(version), __VMS_BUILD__: JSON.stringify("test") },
  test: {
    exclude: ["node_modules/**", "dist/**", "reference-app/dist/**", "tests/**", ".cache/**"],
    environment: "node",
    testTimeout: 15_000,
    hookTimeout: 60_000,
    pool: "forks",
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine. The
    // tests spend much of their time waiting on servers, sockets, ffmpeg and timers, so two workers
    // there take the tier from about 250 s to about 150 s. Three (with the server files sharing a
    // process) measured 147 s against 153 s for two on the same quiet machine: noise, so two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The server tests copy one seeded database instead of seeding their own.
    globalSetup: ["reference-app/server/testing/global-setup.ts"],
  },
});

const INCLUDE = ["widgets/**/*.test.{ts,tsx}", "reference-app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];
const SERVER_TESTS = "reference-app/server/**/*.test.ts";

/** Every unit test file, each in a process of its own (the `scale` step's base). */
export const unitTestConfig = mergeConfig(shared, defineConfig({ test: { include: INCLUDE } }));

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        {
          // The server's test files share their worker's process (isolate: false): each imported
          // the server's modules again (Fastify, socket.io, kysely, zod schemas, the routes), about
          // 3 s of a 2-core machine per file, over half of the tier's import time. Each file still
          // starts its own servers on its own copy of the database and closes them in afterAll.
          extends: true,
          test: { name: "server", include: [SERVER_TESTS], exclude: SERVER_OWN_PROCESS, isolate: false },
        },
        {
          // Everything else (widgets and their module-level stores, the portal, scripts): a fresh
          // process per file, as by default; and below, the server files of SERVER_OWN_PROCESS.
          extends: true,
          test: { name: "unit", include: INCLUDE, exclude: [SERVER_TESTS], isolate: true },
        },
        { extends: true, test: { name: "server-own-process", include: SERVER_OWN_PROCESS, isolate: true } },
      ],
    },
  }),
);
