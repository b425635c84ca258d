// Builds the CDN bundle and the reference app only when an output is missing or older than its
// sources; `npm start` runs it so a fresh clone builds once and a restart starts at once.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./build/entries.mjs";

const SHARED = ["package.json", "package-lock.json", "tsconfig.json", "rollup.config.mjs", "scripts/build", "widgets"];
const TARGETS = {
  cdn: { output: "dist/cdn/vms-widgets.js", sources: SHARED },
  app: {
    // Written last, naming the hashed app-[hash].js.
    output: "reference-app/dist/index.html",
    sources: [...SHARED, "reference-app/src", "reference-app/index.html", "reference-app/public"],
  },
};

/** Newest modification time under `relative` (file or folder; tests and .d.ts files do not count). */
export function newestMtime(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return 0;
  const stat = statSync(absolute);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(relative, entry.name)));
  }
  return newest;
}

/** The builds whose output is missing or older than one of its sources. */
export function staleTargets() {
  return Object.entries(TARGETS)
    .filter(([, { output, sources }]) => {
      const out = path.join(root, output);
      if (!existsSync(out)) return true;
      const built = statSync(out).mtimeMs;
      return sources.some((source) => newestMtime(source) > built);
    })
    .map(([name]) => name);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const stale = staleTargets();
  if (stale.length === 0) {
    console.log("[build] dist/cdn and reference-app/dist are up to date");
  } else {
    console.log(`[build] building ${stale.join(" and ")} (missing or older than the sources)`);
    const started = Date.now();
    const rollup = path.join(root, "node_modules/rollup/dist/bin/rollup");
    const result = spawnSync(process.execPath, [rollup, "-c", "--environment", `BUILD:${stale.join("+")}`], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
