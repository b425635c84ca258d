// Runs the benchmarks: every tests/bench/*.bench.mjs (or *.bench.ts, loaded through tsx).
//
//   npm run bench                 all benchmarks, figures printed
//   npm run bench -- map          only files whose name contains "map"
//   node tests/bench/run.mjs --budget   only those that export `budget = true` (npm test runs these)
//
// A benchmark module exports `run(context)` returning figures, and optionally `budget = true`,
// `name` and `description`; see tests/bench/README.md. A benchmark fails by throwing.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { chromiumPath, CHROMIUM_ARGS } from "../../scripts/chromium-path.mjs";

register();

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
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
  chromium: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
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
    printFigures(await module.run(context));
    console.log(`✓ ${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed += 1;
    console.error(`✗ ${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (ran === 0) console.log(budgetOnly ? "no budget benchmarks (export budget = true)" : "no benchmarks found");
else console.log(`\n${ran} benchmark(s), ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
