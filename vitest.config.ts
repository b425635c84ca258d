import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { assetUrl, inlineCss, workerUrl } from "./scripts/build/plugins.mjs";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/**
 * Unit tests: `*.test.ts` beside the code. Node by default; a file that needs a DOM starts with
 * `// @vitest-environment happy-dom`. Browser, end-to-end and bench tiers have their own runners.
 */
export default defineConfig({
  plugins: [inlineCss(), workerUrl({ emit: false }), assetUrl({ emit: false })],
  // The reference app imports the library by its package name, as any host does.
  resolve: { alias: { "vms-widgets": fileURLToPath(new URL("./widgets/index.ts", import.meta.url)) } },
  define: { __VMS_VERSION__: JSON.stringify(version), __VMS_BUILD__: JSON.stringify("test") },
  test: {
    include: ["widgets/**/*.test.{ts,tsx}", "reference-app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ["node_modules/**", "dist/**", "reference-app/dist/**", "tests/**", ".cache/**"],
    environment: "node",
    testTimeout: 15_000,
    hookTimeout: 60_000,
    pool: "forks",
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine. The
    // tests spend much of their time waiting on servers, sockets, ffmpeg and timers, so two workers
    // there take the tier from about 250 s to about 150 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The server tests copy one seeded database instead of seeding their own.
    globalSetup: ["reference-app/server/testing/global-setup.ts"],
  },
});
