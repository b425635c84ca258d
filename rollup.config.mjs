// Builds of vms-widgets. `rollup -c` builds all; `BUILD=lib|cdn|app|manifest` ("+"-separated)
// builds some, e.g. `BUILD=cdn rollup -c` or `rollup -c --environment BUILD:cdn+app`.
//
// - lib:      ESM library in dist/lib (entries index, define, one per widget; shared chunks;
//             dependencies external; .d.ts in dist/lib/types via tsconfig.build.json).
// - cdn:      dist/cdn/vms-widgets.js, one minified ES module with every dependency inlined (plus
//             the cluster worker file beside it); it registers every tag and re-exports the public API.
// - app:      reference-app/dist (assets/app.js + index.html + public/**), minified.
// - manifest: custom-elements.json (dist/ and the root), from each element file's `manifest`.
//
// CSS: `import css from "./x.css?inline"` gives the text (minified in production builds).
// Workers: `import url from "./x.worker.ts?worker-url"` gives the URL of the worker file bundled
// with esbuild and emitted beside the output (see scripts/build/plugins.mjs): no blob: URL, so a
// strict CSP allows it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";
import { collectCss, engineIoBrowser, inlineCss, workerUrl } from "./scripts/build/plugins.mjs";
import { libraryEntries, root } from "./scripts/build/entries.mjs";

const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const version = JSON.stringify(pkg.version);
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
/** Bare imports of dependencies stay external in the library; `pkg/x.css?inline` and the like are inlined. */
const isDependency = (id) => !id.includes("?") && dependencies.some((name) => id === name || id.startsWith(`${name}/`));
const wanted = (process.env.BUILD ?? "lib+cdn+app+manifest").split(/[+,]/).map((name) => name.trim());

/** Plugins every build shares; `production` replaces NODE_ENV, minifies CSS and workers. */
function plugins({ production, build }) {
  const values = { __VMS_VERSION__: version, __VMS_BUILD__: JSON.stringify(build) };
  if (production) values["process.env.NODE_ENV"] = JSON.stringify("production");
  return [
    replace({ preventAssignment: true, values }),
    inlineCss({ minify: production }),
    workerUrl({ minify: production, define: production ? { "process.env.NODE_ENV": '"production"' } : {} }),
    engineIoBrowser(),
    nodeResolve({
      browser: true,
      extensions: [".mjs", ".js", ".json", ".ts", ".tsx"],
      exportConditions: production ? ["browser", "production"] : ["browser"],
    }),
    commonjs(),
    json(),
    esbuild({ target: "es2022", jsx: "automatic", tsconfig: path.join(root, "tsconfig.json"), sourceMap: true }),
  ];
}

const minify = () => terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } });

/** Runs once after a build: used for the .d.ts step and the manifest. */
function afterBuild(name, run) {
  return { name, writeBundle: { sequential: true, order: "post", handler: run } };
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/**
 * `.d.ts` files with tsc. Type errors are the typecheck step's job (`npm run typecheck`), so here
 * they are printed as warnings; the build fails only when no declarations come out.
 */
function emitDeclarations() {
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0)
    console.warn(`[build] declaration warnings (types still emitted):\n${result.stdout}${result.stderr}`);
  if (!existsSync(path.join(root, "dist/lib/types/index.d.ts")))
    throw new Error("tsc emitted no dist/lib/types/index.d.ts");
}

function onwarn(warning, warn) {
  // React and friends say "use client"; it means nothing in a bundle.
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  // Comments in dependencies that Rollup drops (zod has some); nothing we can fix.
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && warning.ids?.every((id) => id.includes("node_modules"))) return;
  warn(warning);
}

const lib = {
  input: libraryEntries(),
  external: isDependency,
  plugins: [...plugins({ production: false, build: "esm" }), afterBuild("vms-declarations", emitDeclarations)],
  output: {
    dir: "dist/lib",
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    // The cluster worker is emitted beside the chunks and found through import.meta.url.
    assetFileNames: "chunks/[name]-[hash][extname]",
    sourcemap: true,
  },
  onwarn,
};

/**
 * CDN entries (every dependency inlined; zod jitless): `vms-widgets.js` registers every tag and
 * exports the public API; `vms-camera.js` is the partner's entry: `<vms-config>` and `<vms-camera>`
 * only (no React). Entries share chunks (one copy of each store when both load); code loaded on
 * demand (hls.js) is a chunk of its own, fetched only when used; the cluster worker file sits beside
 * the entries.
 */
const JITLESS = `import ${JSON.stringify(path.join(root, "widgets/core/schemas/jitless.ts"))};\n`;
const CDN_ENTRIES = {
  "vms-widgets":
    JITLESS +
    `import ${JSON.stringify(path.join(root, "widgets/define.ts"))};\n` +
    `export * from ${JSON.stringify(path.join(root, "widgets/index.ts"))};\n`,
  "vms-camera":
    JITLESS +
    `import ${JSON.stringify(path.join(root, "widgets/core/config/config.element.ts"))};\n` +
    `import ${JSON.stringify(path.join(root, "widgets/camera/camera.element.ts"))};\n` +
    `export { configure } from ${JSON.stringify(path.join(root, "widgets/core/config/config-store.ts"))};\n`,
};
const CDN_PREFIX = "\0vms-cdn-entry:";
const cdn = {
  input: Object.fromEntries(Object.keys(CDN_ENTRIES).map((name) => [name, `${CDN_PREFIX}${name}`])),
  plugins: [
    {
      name: "vms-cdn-entry",
      resolveId: (id) => (id.startsWith(CDN_PREFIX) ? id : null),
      load: (id) => (id.startsWith(CDN_PREFIX) ? CDN_ENTRIES[id.slice(CDN_PREFIX.length)] : null),
    },
    ...plugins({ production: true, build: "cdn" }),
    minify(),
  ],
  output: {
    dir: "dist/cdn",
    format: "es",
    entryFileNames: "[name].js",
    // What the entries share is one chunk ("shared"), whatever rollup names it after.
    chunkFileNames: (chunk) => `chunks/${chunk.name.startsWith("_vms-cdn-entry") ? "shared" : "[name]"}-[hash].js`,
    // The cluster worker file sits beside the entries (dist/cdn/cluster.worker-<hash>.js).
    assetFileNames: "[name]-[hash][extname]",
    sourcemap: true,
  },
  onwarn,
};

const APP_DIR = "reference-app";
const MINIMAL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Live Units</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>
`;

/** Copies reference-app/index.html (or writes a minimal one) and reference-app/public/**. */
function appStatic() {
  return afterBuild("vms-app-static", () => {
    const out = path.join(root, APP_DIR, "dist");
    mkdirSync(out, { recursive: true });
    const html = path.join(root, APP_DIR, "index.html");
    writeFileSync(path.join(out, "index.html"), existsSync(html) ? readFileSync(html) : MINIMAL_HTML);
    const pub = path.join(root, APP_DIR, "public");
    if (existsSync(pub)) cpSync(pub, out, { recursive: true });
  });
}

/** The reference app imports the library as `vms-widgets`, its public entry (as a host app would). */
const packageEntry = {
  name: "vms-package-entry",
  resolveId: (id) => (id === pkg.name ? path.join(root, "widgets/index.ts") : null),
};

/** The portal bundles its own zod too: jitless, so a strict CSP (no 'unsafe-eval') gets no report. */
const APP_ENTRY = "\0vms-app-entry";
const appEntry = {
  name: "vms-app-entry",
  resolveId: (id) => (id === APP_ENTRY ? id : null),
  load: (id) =>
    id === APP_ENTRY
      ? `import ${JSON.stringify(path.join(root, "widgets/core/schemas/jitless.ts"))};\n` +
        `import ${JSON.stringify(path.join(root, APP_DIR, "src/main.tsx"))};\n`
      : null,
};

const app = {
  input: { app: APP_ENTRY },
  plugins: [
    appEntry,
    packageEntry,
    ...plugins({ production: true, build: "app" }),
    collectCss({ fileName: "app.css", minify: true }),
    minify(),
    appStatic(),
  ],
  output: {
    dir: `${APP_DIR}/dist/assets`,
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    assetFileNames: "[name][extname]",
    sourcemap: true,
  },
  onwarn,
};

/** The manifest needs no bundle; a tiny empty build carries the step so `BUILD=manifest` works. */
const MANIFEST_ENTRY = "\0vms-manifest";
const manifest = {
  input: MANIFEST_ENTRY,
  plugins: [
    { name: "vms-manifest-entry", resolveId: (id) => (id === MANIFEST_ENTRY ? id : null), load: () => "" },
    afterBuild("vms-manifest", () => run(process.execPath, ["--import", "tsx", "scripts/generate-manifest.ts"])),
  ],
  output: { dir: ".cache/manifest-build", format: "es" },
};

const builds = { lib, cdn, app, manifest };
const unknown = wanted.filter((name) => !(name in builds));
if (unknown.length > 0) throw new Error(`unknown BUILD ${unknown.join(", ")}; use ${Object.keys(builds).join(", ")}`);
if (wanted.includes("app") && !existsSync(path.join(root, APP_DIR, "src/main.tsx"))) {
  console.warn(`[build] ${APP_DIR}/src/main.tsx does not exist yet; the reference app is not built`);
}

export default wanted
  .filter((name) => name !== "app" || existsSync(path.join(root, APP_DIR, "src/main.tsx")))
  .map((name) => builds[name]);
