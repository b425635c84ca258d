// `npm run test:size`: gzip sizes against the budgets in package.json ("sizeBudgets":
// { "<row>": "<KiB>" }). Prints a table; fails when a row is over budget or a budgeted row is
// missing. Rows:
// - `cdn entry`: dist/cdn/vms-widgets.js (the autoloader) with the chunks it imports statically.
// - `cdn page: <tags>`: everything a page using those tags loads from the CDN (entry + each tag's
//   chunks, shared chunks once), from dist/cdn/chunks.json, which the CDN build writes.
// - `cdn <tag>`: what the tag adds to the entry.
// - `cdn data: <file>`: files the widgets fetch at runtime (the map's outlines), not code.
// - `element <tag>`: dist/lib/<name>.element.js bundled alone with its dependencies, minified for
//   production (what an ESM user pays for that one element).
// - `dist/lib/<entry>.js`: a library entry with the shared chunks it imports (dependencies external).
// "sizeTargets" (same keys) are goals not yet reached: printed with the gap, never failing; the
// budget beside a target stops the row from growing meanwhile.
// It also fails when a built file (dist/lib, dist/cdn) still carries a text of the developer docs
// (specs, tokens, contract calls: `scripts/build/doc-texts.ts`), which the builds blank.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { libraryEntries, root } from "./build/entries.mjs";

const kib = (bytes) => bytes / 1024;
const CDN = path.join(root, "dist/cdn");

/** The pages whose CDN total has a budget: a partner's map page. */
export const CDN_PAGES = [["vms-config", "vms-unit-search", "vms-unit-map"]];

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const sum = (files) => files.reduce((total, file) => total + gzipSize(path.join(CDN, file)), 0);

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

function cdnRows() {
  const listFile = path.join(CDN, "chunks.json");
  if (!existsSync(listFile)) return [];
  const list = JSON.parse(readFileSync(listFile, "utf8"));
  const entry = gzipSize(path.join(CDN, "vms-widgets.js"));
  const rows = [{ file: "cdn entry", own: entry, total: sum(list.entry) }];
  // The partner's camera entry (`<vms-config>` + `<vms-camera>`, registered at once) with its static chunks.
  const camera = path.join(CDN, "vms-camera.js");
  if (existsSync(camera)) {
    const total = [...withChunks(camera)].reduce((all, part) => all + gzipSize(part), 0);
    rows.push({ file: "cdn vms-camera entry", own: gzipSize(camera), total });
  }
  for (const tags of CDN_PAGES) {
    const files = new Set(list.entry);
    for (const tag of tags) for (const file of list.tags[tag] ?? []) files.add(file);
    rows.push({ file: `cdn page: ${tags.join(" + ")}`, own: entry, total: sum([...files]) });
  }
  for (const [tag, files] of Object.entries(list.tags)) {
    rows.push({ file: `cdn ${tag}`, own: gzipSize(path.join(CDN, files[0])), total: sum(files) });
  }
  for (const asset of list.assets.filter((file) => file.endsWith(".json"))) {
    const name = path.basename(asset).replace(/-[\w-]{8}\.json$/, ".json");
    rows.push({
      file: `cdn data: ${name}`,
      own: gzipSize(path.join(CDN, asset)),
      total: gzipSize(path.join(CDN, asset)),
    });
  }
  return rows;
}

/** `dist/lib/<name>.element.js` bundled with its dependencies, minified as for production. */
async function elementRows() {
  const rows = [];
  for (const name of Object.keys(libraryEntries()).filter((entry) => entry.endsWith(".element"))) {
    const file = path.join(root, "dist/lib", `${name}.js`);
    if (!existsSync(file)) continue;
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: "esm",
      platform: "browser",
      minify: true,
      conditions: ["browser", "production"],
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    const size = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    rows.push({ file: `element vms-${name.replace(/\.element$/, "")}`, own: size, total: size });
  }
  return rows;
}

function libRows() {
  const rows = [];
  for (const name of Object.keys(libraryEntries())) {
    const file = path.join(root, "dist/lib", `${name}.js`);
    if (!existsSync(file)) continue;
    const total = [...withChunks(file)].reduce((sum, part) => sum + gzipSize(part), 0);
    rows.push({ file: `dist/lib/${name}.js`, own: gzipSize(file), total });
  }
  return rows;
}

/** Every `.js` file under a folder. */
function scripts(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Docs' text left in the built files (as a whole string literal): `[file, text]` pairs. Texts with
 * quotes or backslashes are skipped (a minifier may escape them differently).
 */
export function docTextsInBundles() {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/doc-texts.ts"], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`reading the docs' texts failed:\n${result.stderr}`);
  const texts = JSON.parse(result.stdout).filter((text) => text.length >= 12 && !/["'`\\]/.test(text));
  const found = [];
  for (const file of [...scripts(path.join(root, "dist/lib")), ...scripts(CDN)]) {
    const code = readFileSync(file, "utf8");
    for (const text of texts)
      if (['"', "'", "`"].some((quote) => code.includes(`${quote}${text}${quote}`)))
        found.push([path.relative(root, file), text]);
  }
  return found;
}

export async function measure() {
  return [...cdnRows(), ...(await elementRows()), ...libRows()];
}

async function main() {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const budgets = pkg.sizeBudgets ?? {};
  const targets = pkg.sizeTargets ?? {};
  const rows = await measure();
  let failed = 0;
  const width = Math.max(44, ...rows.map((row) => row.file.length));
  console.log(`${"gzip, KiB".padEnd(width)} ${"own".padStart(10)} ${"+chunks".padStart(10)} ${"budget".padStart(10)}`);
  for (const row of rows) {
    const budget = budgets[row.file] === undefined ? undefined : Number(budgets[row.file]);
    const over = budget !== undefined && kib(row.total) > budget;
    if (over) failed += 1;
    const target = targets[row.file] === undefined ? undefined : Number(targets[row.file]);
    const missed = target !== undefined && kib(row.total) > target ? `, target ${target} KiB not reached` : "";
    const status = (budget === undefined ? "" : over ? "  OVER" : "  ok") + missed;
    console.log(
      `${row.file.padEnd(width)} ${`${kib(row.own).toFixed(1)} KiB`.padStart(10)} ${`${kib(row.total).toFixed(1)} KiB`.padStart(10)} ${(budget === undefined ? "-" : `${budget} KiB`).padStart(10)}${status}`,
    );
  }
  for (const file of Object.keys(budgets)) {
    if (!rows.some((row) => row.file === file)) {
      failed += 1;
      console.log(`${file.padEnd(width)} ${"missing".padStart(10)}  (budgeted but not built: run npm run build)`);
    }
  }
  const docs = docTextsInBundles();
  for (const [file, text] of docs.slice(0, 10)) console.log(`docs' text left in ${file}: ${JSON.stringify(text)}`);
  if (failed > 0) {
    console.error(`\n${failed} row(s) over budget or missing. Budgets are gzip KiB, in package.json "sizeBudgets".`);
    process.exit(1);
  }
  if (docs.length > 0) {
    console.error(`\n${docs.length} docs' text(s) left in built files: is stripDocs() in rollup.config.mjs's plugins?`);
    process.exit(1);
  }
  console.log("\nall within budget");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
