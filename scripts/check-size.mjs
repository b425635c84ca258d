// `npm run test:size`: gzip sizes of the CDN bundle and each dist/lib entry against the budgets in
// package.json ("sizeBudgets": { "<file>": "<KiB>" }). Prints a table; fails when a file is over
// budget or a budgeted file is missing. A lib entry is measured with the shared chunks it imports.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { libraryEntries, root } from "./build/entries.mjs";

const kib = (bytes) => bytes / 1024;

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** A lib entry plus every relative chunk it imports statically, transitively. */
function withChunks(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/(?:import|export)\s*(?:[^"'();]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    withChunks(path.resolve(path.dirname(file), match[1]), seen);
  }
  return seen;
}

export function measure() {
  const rows = [];
  // CDN entries with the chunks they import statically (code loaded on demand, e.g. hls.js, is not counted).
  for (const name of ["vms-widgets", "vms-camera"]) {
    const file = path.join(root, "dist/cdn", `${name}.js`);
    if (!existsSync(file)) continue;
    const total = [...withChunks(file)].reduce((sum, part) => sum + gzipSize(part), 0);
    rows.push({ file: `dist/cdn/${name}.js`, own: gzipSize(file), total });
  }
  for (const name of Object.keys(libraryEntries())) {
    const file = path.join(root, "dist/lib", `${name}.js`);
    if (!existsSync(file)) continue;
    const total = [...withChunks(file)].reduce((sum, part) => sum + gzipSize(part), 0);
    rows.push({ file: `dist/lib/${name}.js`, own: gzipSize(file), total });
  }
  return rows;
}

function main() {
  const budgets = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).sizeBudgets ?? {};
  const rows = measure();
  let failed = 0;
  console.log(`${"file".padEnd(44)} ${"gzip".padStart(10)} ${"+chunks".padStart(10)} ${"budget".padStart(10)}`);
  for (const row of rows) {
    const budget = budgets[row.file] === undefined ? undefined : Number(budgets[row.file]);
    const over = budget !== undefined && kib(row.total) > budget;
    if (over) failed += 1;
    const status = budget === undefined ? "  (no budget)" : over ? "  OVER" : "  ok";
    console.log(
      `${row.file.padEnd(44)} ${`${kib(row.own).toFixed(1)} KiB`.padStart(10)} ${`${kib(row.total).toFixed(1)} KiB`.padStart(10)} ${(budget === undefined ? "-" : `${budget} KiB`).padStart(10)}${status}`,
    );
  }
  for (const file of Object.keys(budgets)) {
    if (!rows.some((row) => row.file === file)) {
      failed += 1;
      console.log(`${file.padEnd(44)} ${"missing".padStart(10)}  (budgeted but not built: run npm run build)`);
    }
  }
  if (failed > 0) {
    console.error(
      `\n${failed} file(s) over budget or missing. Budgets are gzip KiB incl. shared chunks, in package.json "sizeBudgets".`,
    );
    process.exit(1);
  }
  console.log("\nall within budget");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
