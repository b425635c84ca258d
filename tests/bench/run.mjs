// Runs the benchmarks: every tests/bench/*.bench.mjs (or *.bench.ts, loaded through tsx).
//
//   npm run bench                 all benchmarks, figures printed
//   npm run bench -- map          only files whose name contains "map"
//   node tests/bench/run.mjs --budget   only those that export `budget = true` (npm test runs these)
//   BENCH_TIMEOUT_MS=60000 npm run bench   each benchmark's time limit (default 300 s; 0: none)
//   BENCH_DIR=path                  benchmarks from another directory (the runner's own test)
//
// A benchmark module exports `run(context)` returning figures, and optionally `budget = true`,
// `name`, `description` and `timeoutMs` (its own limit, for soaks that run longer by design); see
// tests/bench/README.md. A benchmark fails by throwing, or by not ending within its time limit: then
// the runner says which one, goes on with the next and exits 1 at the end (a hung one would
// otherwise hold CI until the job's own limit).
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { chromiumPath, CHROMIUM_ARGS } from "../../scripts/chromium-path.mjs";

register();

const root = path.resolve(import.meta.dirname, "../..");
const here = process.env.BENCH_DIR ? path.resolve(process.env.BENCH_DIR) : import.meta.dirname;

/**
 * A benchmark's time limit: 300 s by default, over four times the slowest budget benchmark's usual
 * time (the ten of `npm test` take about 190 s together on the 2-core machine).
 */
const DEFAULT_TIMEOUT_MS = 300_000;
const configuredTimeout = process.env.BENCH_TIMEOUT_MS;
if (configuredTimeout !== undefined && !/^\d+$/.test(configuredTimeout)) {
  console.error(`BENCH_TIMEOUT_MS must be a whole number of milliseconds (0: no limit); got ${configuredTimeout}`);
  process.exit(2);
}
/** BENCH_TIMEOUT_MS when set, else the module's own `timeoutMs`, else the default; 0 is no limit. */
const timeoutOf = (module) =>
  configuredTimeout !== undefined
    ? Number(configuredTimeout)
    : typeof module.timeoutMs === "number"
      ? module.timeoutMs
      : DEFAULT_TIMEOUT_MS;

/** Resolves or rejects as `promise` does, or rejects after `ms` (0: waits as long as it takes). */
function withinLimit(promise, ms, label) {
  if (ms === 0) return promise;
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${label} did not end within ${(ms / 1000).toFixed(1)} s (its time limit; BENCH_TIMEOUT_MS changes it): stopped waiting for it`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
const args = process.argv.slice(2);
const budgetOnly = args.includes("--budget");
const filters = args.filter((arg) => !arg.startsWith("--"));

const files = readdirSync(here)
  .filter((name) => /\.bench\.(mjs|ts)$/.test(name))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

/** What every benchmark receives. */
const context = {
  root,
  /** Looked up when a benchmark asks for it (throws with what to do when there is none). */
  get chromium() {
    return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
  },
  /** Median of `times` runs of an async function, in ms. */
  async median(fn, times = 5) {
    const samples = [];
    for (let i = 0; i < times; i += 1) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)];
  },
};

function printFigures(figures) {
  if (figures === undefined || figures === null) return;
  if (typeof figures !== "object") return console.log(`    ${figures}`);
  for (const [key, value] of Object.entries(figures)) {
    console.log(`    ${key.padEnd(36)} ${typeof value === "number" ? value.toFixed(2) : JSON.stringify(value)}`);
  }
}

let ran = 0;
let failed = 0;
for (const file of files) {
  const module = await import(pathToFileURL(path.join(here, file)).href);
  if (budgetOnly && module.budget !== true) continue;
  if (typeof module.run !== "function") {
    console.error(`✗ ${file}: exports no run(context)`);
    failed += 1;
    continue;
  }
  ran += 1;
  const label = module.name ?? file;
  console.log(`▶ ${label}${module.budget ? " (budget)" : ""}${module.description ? ` — ${module.description}` : ""}`);
  const start = performance.now();
  try {
    printFigures(
      await withinLimit(
        Promise.resolve().then(() => module.run(context)),
        timeoutOf(module),
        label,
      ),
    );
    console.log(`✓ ${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed += 1;
    console.error(`✗ ${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (ran === 0) console.log(budgetOnly ? "no budget benchmarks (export budget = true)" : "no benchmarks found");
else console.log(`\n${ran} benchmark(s), ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
