// Builds the CDN bundle and the reference app only when an output is missing or its inputs'
// content changed since it was built; `npm start` and the e2e set-up run it, so a fresh clone
// builds once and a restart starts at once. The decision is by content, not modification times:
// a test run or a `sed -i` that touches files without changing them does not rebuild.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./build/entries.mjs";

const SHARED = ["package.json", "package-lock.json", "tsconfig.json", "rollup.config.mjs", "scripts/build", "widgets"];
export const TARGETS = {
  cdn: { output: "dist/cdn/vms-widgets.js", sources: SHARED },
  app: {
    // Written last, naming the hashed app-[hash].js.
    output: "reference-app/dist/index.html",
    sources: [...SHARED, "reference-app/src", "reference-app/index.html", "reference-app/public"],
  },
  docs: {
    output: "dist/docs/index.html",
    sources: ["package-lock.json", "docs", "CHANGELOG.md", "scripts/docs-site", "scripts/build-docs.mjs"],
  },
};
/** Where each target's stamp is kept: beside the outputs, outside the folders a build empties. */
export const STAMPS = "dist/.build-inputs";

/** Files and folders that are never inputs of a build. */
const skipped = (name) => name === "node_modules" || name === "dist" || /\.test\.tsx?$/.test(name);

/** The input files under `relative` (a file or a folder), as sorted paths relative to `base`. */
function inputFiles(base, relative) {
  const absolute = path.join(base, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !skipped(entry.name))
    .flatMap((entry) => inputFiles(base, path.join(relative, entry.name)));
}

/** A SHA-256 of the inputs' paths and contents: the same files with the same bytes give the same hash. */
export function inputsHash(base, sources) {
  const hash = createHash("sha256");
  const files = [...new Set(sources.flatMap((source) => inputFiles(base, source)))].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(base, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Newest modification time under `relative` (used only when an output has no stamp of its own). */
function newestMtime(base, relative) {
  const absolute = path.join(base, relative);
  if (!existsSync(absolute)) return 0;
  const stat = statSync(absolute);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (!skipped(entry.name)) newest = Math.max(newest, newestMtime(base, path.join(relative, entry.name)));
  }
  return newest;
}

const stampPath = (base, name) => path.join(base, STAMPS, `${name}.json`);

function readStamp(base, name) {
  try {
    const stamp = JSON.parse(readFileSync(stampPath(base, name), "utf8"));
    return typeof stamp?.inputs === "string" && typeof stamp?.outputMtimeMs === "number" ? stamp : null;
  } catch {
    return null;
  }
}

/** Records that `name`'s output, as it is now, was built from inputs with this hash. */
export function writeStamp(base, name, target, inputs = inputsHash(base, target.sources)) {
  mkdirSync(path.join(base, STAMPS), { recursive: true });
  const outputMtimeMs = statSync(path.join(base, target.output)).mtimeMs;
  writeFileSync(stampPath(base, name), `${JSON.stringify({ inputs, outputMtimeMs })}\n`);
}

/**
 * Whether `name` must be built: its output is missing, or the content of its inputs differs from
 * the stamp written when the output was built. An output the stamp does not know (none yet, or
 * rebuilt since by a plain `rollup -c`) falls back once to modification times; when that finds it
 * fresh, the stamp is written so that the next decision is by content.
 */
export function needsBuild(base, name, target) {
  const output = path.join(base, target.output);
  if (!existsSync(output)) return true;
  const inputs = inputsHash(base, target.sources);
  const stamp = readStamp(base, name);
  if (stamp && stamp.outputMtimeMs === statSync(output).mtimeMs) return stamp.inputs !== inputs;
  if (target.sources.some((source) => newestMtime(base, source) > statSync(output).mtimeMs)) return true;
  writeStamp(base, name, target, inputs);
  return false;
}

/** The builds whose output is missing or whose inputs changed. */
export function staleTargets(base = root, targets = TARGETS) {
  return Object.entries(targets)
    .filter(([name, target]) => needsBuild(base, name, target))
    .map(([name]) => name);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const stale = staleTargets();
  if (stale.length === 0) {
    console.log("[build] dist/cdn, reference-app/dist and dist/docs are up to date");
  } else {
    console.log(`[build] building ${stale.join(" and ")} (missing, or their inputs changed)`);
    const started = Date.now();
    // Hashed before building: an input changed during the build makes the next run build again.
    const inputs = stale.map((name) => inputsHash(root, TARGETS[name].sources));
    const rollup = path.join(root, "node_modules/rollup/dist/bin/rollup");
    const result = spawnSync(process.execPath, [rollup, "-c", "--environment", `BUILD:${stale.join("+")}`], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    stale.forEach((name, i) => writeStamp(root, name, TARGETS[name], inputs[i]));
    console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
