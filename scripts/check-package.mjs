// `node scripts/check-package.mjs` (a step of `npm test`, after the build): the package as a user
// installs it. A temporary consumer project gets `node_modules/vms-widgets` → this repository, so
// package.json's "exports", "sideEffects" and "types" are what resolves.
// 1. `import { configure } from "vms-widgets"` bundled with Rollup carries no map code (no Leaflet,
//    no vms-unit-map, no React DOM); `import { UnitMap }` does (the control: the check can fail).
// 2. A TypeScript consumer with `moduleResolution: nodenext` (strict, skipLibCheck off) compiles
//    against dist/lib/types: typed config, tag map, event detail and JSX; wrong uses are errors.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { rollup } from "rollup";
import { root } from "./build/entries.mjs";

/** Strings only the map's code (and its dependencies) contains. */
const MAP_MARKERS = ["leaflet-container", "vms-unit-map", "KDBush"];

function consumerProject() {
  const dir = mkdtempSync(path.join(tmpdir(), "vms-consumer-"));
  mkdirSync(path.join(dir, "node_modules"));
  symlinkSync(root, path.join(dir, "node_modules/vms-widgets"), "dir");
  // What a consumer installs beside the package: its peers and their types.
  for (const name of ["react", "react-dom", "@types"])
    symlinkSync(path.join(root, "node_modules", name), path.join(dir, "node_modules", name), "dir");
  writeFileSync(path.join(dir, "package.json"), '{ "name": "consumer", "private": true, "type": "module" }\n');
  return dir;
}

async function bundle(dir, source) {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const build = await rollup({
    input: entry,
    plugins: [
      replace({ preventAssignment: true, values: { "process.env.NODE_ENV": '"production"' } }),
      nodeResolve({ browser: true, rootDir: dir }),
      commonjs(),
      json(),
    ],
    onwarn: () => undefined,
  });
  const { output } = await build.generate({ format: "es", inlineDynamicImports: true });
  await build.close();
  return output.map((file) => (file.type === "chunk" ? file.code : "")).join("\n");
}

const problems = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) problems.push(message);
};

async function sideEffects(dir) {
  const configureOnly = await bundle(dir, 'import { configure } from "vms-widgets";\nconfigure({});\n');
  const found = MAP_MARKERS.filter((marker) => configureOnly.includes(marker));
  check(
    found.length === 0,
    `import { configure } from "vms-widgets" carries no map code (${(configureOnly.length / 1024).toFixed(1)} KiB unminified${found.length ? `; found ${found.join(", ")}` : ""})`,
  );
  check(
    configureOnly.includes("markLibraryLoaded") || configureOnly.includes("vms-widgets.loaded"),
    "…and still configures (its code is there)",
  );
  // The React camera: from its entry and from the package, the camera and not the map (nor the other widgets).
  for (const from of ["vms-widgets/camera", "vms-widgets"]) {
    const camera = await bundle(dir, `import { Camera } from "${from}";\nconsole.log(Camera);\n`);
    const extra = [...MAP_MARKERS, "vms-unit-search", "vms-alerts-list"].filter((marker) => camera.includes(marker));
    check(
      extra.length === 0 && camera.includes("vms-camera"),
      `import { Camera } from "${from}" carries the camera, not the map or other widgets (${(camera.length / 1024).toFixed(1)} KiB unminified${extra.length ? `; found ${extra.join(", ")}` : ""})`,
    );
  }
  // The control, and the components' own strings: each imports its catalogue (a side effect the
  // bundler must keep while it drops the package entry's unused imports).
  const components = ["UnitMap", "UnitSearch", "UnitDrawer", "PortalNav", "InformationalVideo"];
  const withMap = await bundle(
    dir,
    `import { ${components.join(", ")} } from "vms-widgets";\nconsole.log(${components.join(", ")});\n`,
  );
  const missing = MAP_MARKERS.filter((marker) => !withMap.includes(marker));
  check(
    missing.length === 0,
    `control: import { UnitMap } does carry the map (${(withMap.length / 1024).toFixed(0)} KiB unminified${missing.length ? `; no ${missing.join(", ")}` : ""})`,
  );
  for (const folder of ["unit-map", "unit-search", "unit-drawer", "portal-nav", "informational-video"]) {
    const text = firstEnglishString(path.join(root, "widgets", folder, `${folder}.catalogue.ts`));
    check(withMap.includes(JSON.stringify(text).slice(1, -1)), `${folder}'s component carries its strings ("${text}")`);
  }
}

/** The first English string of a catalogue file (its `en: { key: "…"` block). */
function firstEnglishString(file) {
  const source = readFileSync(file, "utf8");
  const match = /\ben:\s*\{[^"]*?[\w$]+:\s*"((?:[^"\\]|\\.)*)"/s.exec(source);
  if (!match) throw new Error(`no English string found in ${file}`);
  return JSON.parse(`"${match[1]}"`);
}

const CONSUMER = `import { configure, UnitMap, type Config } from "vms-widgets";
import "vms-widgets/define";
import { UnitSearch } from "vms-widgets/unit-search";
import { Camera } from "vms-widgets/camera";

const config: Config = configure({ apiBaseUrl: "https://api.example.com" });
const map = document.createElement("vms-unit-map");
map.addEventListener("vms-unit-select", (event) => console.log(event.detail.id, config.apiBaseUrl));
// @ts-expect-error a selection has no such field: the event map is typed, not any
map.addEventListener("vms-unit-select", (event) => event.detail.noSuchField);
// @ts-expect-error configure() checks its keys
configure({ noSuchKey: 1 });
export const app = (
  <>
    <Camera cameraId={12} controls onStreamError={(detail) => console.log(detail.reason, detail.code)} />
    {/* @ts-expect-error the camera's quality is one of auto, main, sub */}
    <Camera cameraId={12} quality="best" />
    <UnitMap />
    <UnitSearch />
    <vms-unit-map></vms-unit-map>
  </>
);
`;

function nodenextTypes(dir) {
  writeFileSync(path.join(dir, "index.tsx"), CONSUMER);
  const compilerOptions = {
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    strict: true,
    noEmit: true,
    jsx: "react-jsx",
    lib: ["es2022", "dom", "dom.iterable"],
    skipLibCheck: false,
    types: [],
  };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["index.tsx"] }));
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`.trim();
  check(
    result.status === 0,
    `a consumer with moduleResolution nodenext type-checks against the published types${output ? `:\n${output}` : ""}`,
  );
}

const dir = consumerProject();
try {
  await sideEffects(dir);
  nodenextTypes(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\n${problems.length} package check(s) failed (build first: npm run build:lib).`);
  process.exit(1);
}
console.log("\npackage checks passed");
