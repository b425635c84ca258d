// Builds of vms-widgets. `rollup -c` builds all; `BUILD=lib|cdn|app|manifest|docs` ("+"-separated)
// builds some, e.g. `BUILD=cdn rollup -c` or `rollup -c --environment BUILD:cdn+app`.
//
// - lib:      ESM library in dist/lib (entries index, define, one per widget; shared chunks;
//             dependencies external; .d.ts in dist/lib/types via tsconfig.build.json).
// - cdn:      dist/cdn/vms-widgets.js, the autoloader: a small ES module that knows every tag (from
//             the specs) and imports a widget's chunk (dist/cdn/chunks/, every dependency inlined)
//             when its tag first appears; it exports the configuration API. dist/cdn/api.js is the
//             whole public API, sharing the same chunks (one copy of every store).
//             dist/cdn/vms-camera.js, the partner's camera entry, is a second build: one file.
// - app:      reference-app/dist (index.html + assets/app-[hash].js, app-[hash].css, chunks, worker
//             and outlines, every file content-hashed so it is cached as immutable; public/**), minified.
// - manifest: custom-elements.json (dist/ and the root), from each element file's `manifest`.
// - docs:     the docs site in dist/docs (VitePress, scripts/build-docs.mjs), served at /docs/.
//
// CSS: `import css from "./x.css?inline"` gives the text (minified in production builds).
// Workers: `import url from "./x.worker.ts?worker-url"` gives the URL of the worker file bundled
// with esbuild and emitted beside the output (see scripts/build/plugins.mjs): no blob: URL, so a
// strict CSP allows it. Data: `import url from "pkg/x.json?asset-url"` gives the URL of the file,
// emitted as-is beside the output, to fetch at runtime (the map's outlines).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";
import { coreStrings } from "./scripts/build/core-strings.mjs";
import { assetUrl, collectCss, engineIoBrowser, inlineCss, workerUrl } from "./scripts/build/plugins.mjs";
import { libraryEntries, root } from "./scripts/build/entries.mjs";
import { pureSchemas } from "./scripts/build/pure-schemas.mjs";
import { stripDocs } from "./scripts/build/strip-docs.mjs";

const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const version = JSON.stringify(pkg.version);
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
/**
 * Bare imports of dependencies stay external in the library; `pkg/x.css?inline` and the like are
 * inlined. So is every package the code imports that is not a published dependency: the heavy ones
 * loaded only with `import()` (three for the panorama, hls.js/light for HLS, the two Shoelace
 * components of the player) are bundled into those lazy chunks, so an install does not fetch their
 * whole packages (three 24 MB, hls.js 32 MB, Shoelace 29 MB installed) for a few hundred KB used.
 */
const isDependency = (id) => !id.includes("?") && dependencies.some((name) => id === name || id.startsWith(`${name}/`));
const wanted = (process.env.BUILD ?? "lib+cdn+app+manifest+docs").split(/[+,]/).map((name) => name.trim());

/** Plugins every build shares; `production` replaces NODE_ENV and minifies workers. */
function plugins({ production, build }) {
  const values = { __VMS_VERSION__: version, __VMS_BUILD__: JSON.stringify(build) };
  if (production) values["process.env.NODE_ENV"] = JSON.stringify("production");
  return [
    replace({ preventAssignment: true, values }),
    // Inlined CSS is text no bundler of a user minifies: minified in every build (the library too).
    inlineCss({ minify: true }),
    workerUrl({ minify: production, define: production ? { "process.env.NODE_ENV": '"production"' } : {} }),
    assetUrl(),
    engineIoBrowser(),
    nodeResolve({
      browser: true,
      // Browser builds take npm's `events` (the voice SDK's EventEmitter), never Node's built-in.
      preferBuiltins: false,
      // package.json "sideEffects" describes dist/ for users; our own sources are built as they are.
      ignoreSideEffectsForRoot: true,
      extensions: [".mjs", ".js", ".json", ".ts", ".tsx"],
      exportConditions: production ? ["browser", "production"] : ["browser"],
    }),
    commonjs(),
    json(),
    esbuild({ target: "es2022", jsx: "automatic", tsconfig: path.join(root, "tsconfig.json"), sourceMap: true }),
    // After TypeScript is stripped: the docs' text of specs, tokens and contract calls stays out of bundles.
    stripDocs({ root }),
    // Schemas and contract calls nothing uses are dropped by every bundler (they are pure data).
    pureSchemas({ root }),
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
  addDeclarationExtensions(path.join(root, "dist/lib/types"));
  elementDeclarations();
}

/**
 * `dist/lib/types/<name>.element.d.ts` for each `<name>.element` entry (package.json maps
 * `vms-widgets/*.element` to them): its element file's types, with the tag map, event map and JSX
 * additions. TypeScript 6 refuses a side-effect import it finds no types for
 * (`noUncheckedSideEffectImports`).
 */
function elementDeclarations() {
  for (const [name, source] of Object.entries(libraryEntries())) {
    if (!name.endsWith(".element")) continue;
    const target = `./${path.relative("widgets", source).replace(/\.ts$/, ".js")}`;
    writeFileSync(path.join(root, "dist/lib/types", `${name}.d.ts`), `export * from ${JSON.stringify(target)};\n`);
  }
}

/**
 * The sources import without extensions (bundler style); under `moduleResolution: nodenext` a
 * consumer's tsc needs them in the published `.d.ts` files: `./x` becomes `./x.js` (or
 * `./x/index.js` for a folder), in static and dynamic imports and re-exports.
 */
function addDeclarationExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      addDeclarationExtensions(file);
      continue;
    }
    if (!entry.name.endsWith(".d.ts")) continue;
    const withExtension = (specifier) => {
      if (!/^\.\.?(\/|$)/.test(specifier) || /\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
      if (existsSync(path.join(target, "index.d.ts"))) return `${specifier.replace(/\/$/, "")}/index.js`;
      return specifier;
    };
    const text = readFileSync(file, "utf8");
    const next = text
      .replace(
        /(\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']*)\2/g,
        (_, lead, quote, spec) => `${lead}${quote}${withExtension(spec)}${quote}`,
      )
      .replace(
        /(\bimport\(\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
        (_, lead, quote, spec) => `${lead}${quote}${withExtension(spec)}${quote}`,
      );
    if (next !== text) writeFileSync(file, next);
  }
}

function onwarn(warning, warn) {
  // React and friends say "use client"; it means nothing in a bundle.
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  // Comments in dependencies that Rollup drops (zod has some); nothing we can fix.
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && warning.ids?.every((id) => id.includes("node_modules"))) return;
  warn(warning);
}

/** Empties an output folder before a build, so no chunk of an older build stays beside the new ones. */
const clean = (dir) => ({
  name: `vms-clean-${dir}`,
  buildStart: () => rmSync(path.join(root, dir), { recursive: true, force: true }),
});

/**
 * `"use client"` atop the library entries that export React components (the package entry and each
 * widget's folder entry), so a React Server Components page (Next.js App Router) can import them:
 * Rollup drops module-level directives from sources, so the build writes it. The registration
 * entries (`define`, `*.element`) export no component and go without it.
 */
export const useClientBanner = (chunk) =>
  chunk.isEntry && chunk.name !== "define" && !chunk.name.endsWith(".element") ? '"use client";' : "";

const lib = {
  input: libraryEntries(),
  external: isDependency,
  // A dependency imported for nothing (no binding used) is not imported: `import "leaflet"` in the
  // package entry would make every bundler keep Leaflet for `import { configure }`.
  treeshake: { moduleSideEffects: (_id, external) => !external },
  plugins: [
    clean("dist/lib"),
    ...plugins({ production: false, build: "esm" }),
    afterBuild("vms-declarations", emitDeclarations),
  ],
  output: {
    dir: "dist/lib",
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    // The cluster worker is emitted beside the chunks and found through import.meta.url.
    assetFileNames: "chunks/[name]-[hash][extname]",
    sourcemap: true,
    banner: useClientBanner,
  },
  onwarn,
};

/** Every tag with its element file, read from the widget specs (scripts/build/widget-tags.ts). */
function widgetTags() {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/widget-tags.ts"], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`reading the widget specs failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const CDN_ENTRY = "\0vms-cdn-entry";
const CDN_API = "\0vms-cdn-api";
const JITLESS = JSON.stringify(path.join(root, "widgets/core/schemas/jitless.ts"));

/**
 * The autoloader entry: configuration exports plus the table `tag → import(element chunk)`, written
 * from the specs; it watches the document and loads a tag's chunk when the tag first appears.
 */
function cdnEntry(tags) {
  const table = tags
    .map(({ tag, element }) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(path.join(root, element))}),`)
    .join("\n");
  return (
    `import ${JITLESS};\n` +
    `import { createAutoloader } from ${JSON.stringify(path.join(root, "widgets/core/autoloader/autoloader.ts"))};\n` +
    `export * from ${JSON.stringify(path.join(root, "widgets/core/autoloader/cdn-api.ts"))};\n` +
    `const autoloader = createAutoloader({\n${table}\n});\n` +
    `autoloader.observe(document);\n` +
    `/** Loads a tag's code now (resolves when defined); the autoloader does it when the tag appears. */\n` +
    `export const loadWidget = (tag) => autoloader.load(tag);\n` +
    `/** Watches a root the autoloader cannot see (a closed shadow root) for tags. */\n` +
    `export const observeRoot = (root) => autoloader.observe(root);\n`
  );
}

/**
 * dist/cdn/chunks.json: for each tag, its chunk and every chunk it imports statically (the entry's
 * own shared chunks included): what a page using the tag loads. The size check reads it; a page
 * may use it for `<link rel="modulepreload">` hints.
 */
function chunkList(tags) {
  return {
    name: "vms-cdn-chunk-list",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of bundle[fileName]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === "vms-widgets");
      const list = { entry: [...closure(entry.fileName)], tags: {} };
      for (const { tag, element } of tags) {
        const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, element));
        if (!chunk) throw new Error(`no CDN chunk for <${tag}> (${element})`);
        list.tags[tag] = [...closure(chunk.fileName)].filter((file) => !list.entry.includes(file));
      }
      const assets = Object.values(bundle).filter((file) => file.type === "asset" && !file.fileName.endsWith(".map"));
      list.assets = assets.map((asset) => asset.fileName).sort();
      this.emitFile({ type: "asset", fileName: "chunks.json", source: `${JSON.stringify(list, null, 2)}\n` });
    },
  };
}

const cdnTags = wanted.includes("cdn") ? widgetTags() : [];
/** The partner's camera entry: `<vms-config>` and `<vms-camera>` only (no React), registered at once. */
const CDN_CAMERA = "\0vms-cdn-camera";
const cdnCamera = () =>
  `import ${JITLESS};\n` +
  `import ${JSON.stringify(path.join(root, "widgets/core/config/config.element.ts"))};\n` +
  `import ${JSON.stringify(path.join(root, "widgets/camera/camera.element.ts"))};\n` +
  `export { configure } from ${JSON.stringify(path.join(root, "widgets/core/config/config-store.ts"))};\n`;

const cdn = {
  input: { "vms-widgets": CDN_ENTRY, api: CDN_API },
  plugins: [
    clean("dist/cdn"),
    {
      name: "vms-cdn-entry",
      resolveId: (id) => (id === CDN_ENTRY || id === CDN_API || id === CDN_CAMERA ? id : null),
      load: (id) => {
        if (id === CDN_ENTRY) return cdnEntry(cdnTags);
        if (id === CDN_CAMERA) return cdnCamera();
        if (id === CDN_API)
          return `import ${JITLESS};\nexport * from ${JSON.stringify(path.join(root, "widgets/index.ts"))};\n`;
        return null;
      },
    },
    ...plugins({ production: true, build: "cdn" }),
    minify(),
    chunkList(cdnTags),
  ],
  output: {
    dir: "dist/cdn",
    format: "es",
    entryFileNames: "[name].js",
    // Chunks and the cluster worker sit beside the entry and are found through import.meta.url.
    chunkFileNames: "chunks/[name]-[hash].js",
    assetFileNames: "chunks/[name]-[hash][extname]",
    sourcemap: true,
  },
  onwarn,
};

/** The `core` strings `<vms-camera>` shows: the stream errors, Retry, and the session's notices. */
const CAMERA_CORE_STRINGS = [
  "retry",
  "errors.streamForbidden",
  "errors.streamMetadata",
  "errors.cameraNotFound",
  "errors.crossOriginCookie",
  "errors.userInfo",
  "errors.clients",
];

/**
 * The partner's camera entry, built on its own into the same folder (after the autoloader's build,
 * which empties it): one file with everything `<vms-config>` and `<vms-camera>` need, plus the
 * lazily loaded HLS transport and controls. Shared chunks with the autoloader would make a camera page fetch
 * about twenty files, each carrying code (zod's schema kinds, …) that only other widgets use.
 * A page is meant to load this entry or the autoloader, not both (a second copy warns and keeps the
 * first definitions).
 */
const cdnCameraBuild = {
  ...cdn,
  input: { "vms-camera": CDN_CAMERA },
  // The controls' chunk (loaded with `controls`) imports from the entry: let the entry export more
  // than `configure` rather than become a facade over a second file.
  preserveEntrySignatures: "allow-extension",
  plugins: [
    {
      // zod's English messages in brief (widgets/core/schemas/compact-messages.ts): the tag's users
      // read the catalogue's texts; these only explain a refused attribute to the developer.
      name: "vms-camera-compact-messages",
      resolveId: (id) =>
        id === "zod/v4/locales/en.js" ? path.join(root, "widgets/core/schemas/compact-messages.ts") : null,
    },
    // The tag shows five of the shared strings (the build fails if it names another `core:` key).
    coreStrings({ root, keys: CAMERA_CORE_STRINGS }),
    ...cdn.plugins
      .filter((plugin) => !["vms-clean-dist/cdn", "vms-cdn-chunk-list"].includes(plugin?.name))
      // It exports no contract: the calls' request schemas (parsed by the server) leave it.
      .map((plugin) => (plugin?.name === "vms-strip-docs" ? stripDocs({ root, requestSchemas: true }) : plugin)),
  ],
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

/** The chunks of the page most visited after the first (the stream page and the player's body). */
const PREFETCHED = [
  /[/\\]reference-app[/\\]src[/\\]pages[/\\]stream-page\.tsx$/,
  /[/\\]widgets[/\\]stream-player[/\\]stream-player-view\.tsx$/,
];

/** `chunk` and every chunk it imports statically, transitively (file names). */
function staticClosure(chunk, byName, into = new Set()) {
  if (!chunk || into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) staticClosure(byName.get(name), byName, into);
  return into;
}

/**
 * Writes reference-app/index.html (or a minimal one) with the hashed names of the entry and the
 * stylesheet (`/assets/app.js` and `/assets/app.css` in the template), a `modulepreload` for each
 * chunk the entry imports statically, the files of the stream page and the player that the entry
 * does not load in the entry script's `data-prefetch` (the portal fetches them when idle, see
 * reference-app/src/prefetch.ts), and copies reference-app/public/**.
 */
function appStatic() {
  let entry = "app.js";
  let stylesheet = "app.css";
  let preloads = [];
  let prefetches = [];
  return {
    name: "vms-app-static",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.filter((file) => file.type === "chunk");
      const byName = new Map(chunks.map((file) => [file.fileName, file]));
      const chunk = chunks.find((file) => file.isEntry && file.name === "app");
      if (chunk) [entry, preloads] = [chunk.fileName, chunk.imports];
      const loaded = staticClosure(chunk, byName);
      const wanted = new Set();
      for (const pattern of PREFETCHED) {
        const page = chunks.find((file) => pattern.test(file.facadeModuleId ?? ""));
        if (!page) this.error(`no chunk for ${pattern} to prefetch (did the module move?)`);
        staticClosure(page, byName, wanted);
      }
      prefetches = [...wanted].filter((file) => !loaded.has(file));
      const css = files.find((file) => file.type === "asset" && file.names?.includes("app.css"));
      if (css) stylesheet = css.fileName;
    },
    writeBundle: {
      sequential: true,
      order: "post",
      handler() {
        const out = path.join(root, APP_DIR, "dist");
        mkdirSync(out, { recursive: true });
        const template = path.join(root, APP_DIR, "index.html");
        const links = preloads.map((file) => `\n    <link rel="modulepreload" href="/assets/${file}" />`).join("");
        const prefetch = prefetches.map((file) => `/assets/${file}`).join(" ");
        const html = (existsSync(template) ? readFileSync(template, "utf8") : MINIMAL_HTML)
          .replace('"/assets/app.js"', `"/assets/${entry}" data-prefetch="${prefetch}"`)
          .replace('"/assets/app.css"', `"/assets/${stylesheet}"`)
          .replace(/\n(\s*)<\/head>/, (_, indent) => `${links}\n${indent}</head>`);
        writeFileSync(path.join(out, "index.html"), html);
        const pub = path.join(root, APP_DIR, "public");
        if (existsSync(pub)) cpSync(pub, out, { recursive: true });
      },
    },
  };
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

/**
 * What package.json's "sideEffects" says of dist/, for the library's sources: a widget module runs
 * nothing on import except catalogues (strings), element files (registration), `define` and the
 * CDN's zod setting. The portal's bundle uses it, so the shell does not carry the map page's code.
 */
const SOURCE_SIDE_EFFECTS = /(\.catalogue|\.element|[/\\]define|[/\\]jitless)\.ts$/;
const widgetSideEffects = (id, external) =>
  external || !id.startsWith(path.join(root, "widgets") + path.sep) || SOURCE_SIDE_EFFECTS.test(id);

const app = {
  input: { app: APP_ENTRY },
  treeshake: { moduleSideEffects: widgetSideEffects },
  plugins: [
    clean(`${APP_DIR}/dist`),
    appEntry,
    packageEntry,
    ...plugins({ production: true, build: "app" }),
    collectCss({ name: "app.css", minify: true }),
    minify(),
    appStatic(),
  ],
  output: {
    dir: `${APP_DIR}/dist/assets`,
    format: "es",
    // Every file content-hashed (the server caches those as immutable); index.html names them.
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    assetFileNames: "[name]-[hash][extname]",
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

/** The docs site (VitePress, scripts/build-docs.mjs) likewise: no bundle of ours, one step. */
const DOCS_ENTRY = "\0vms-docs";
const docs = {
  input: DOCS_ENTRY,
  plugins: [
    { name: "vms-docs-entry", resolveId: (id) => (id === DOCS_ENTRY ? id : null), load: () => "" },
    afterBuild("vms-docs", () => run(process.execPath, ["scripts/build-docs.mjs"])),
  ],
  output: { dir: ".cache/docs-build", format: "es" },
};

const builds = { lib, cdn: [cdn, cdnCameraBuild], app, manifest, docs };
const unknown = wanted.filter((name) => !(name in builds));
if (unknown.length > 0) throw new Error(`unknown BUILD ${unknown.join(", ")}; use ${Object.keys(builds).join(", ")}`);
if (wanted.includes("app") && !existsSync(path.join(root, APP_DIR, "src/main.tsx"))) {
  console.warn(`[build] ${APP_DIR}/src/main.tsx does not exist yet; the reference app is not built`);
}

export default wanted
  .filter((name) => name !== "app" || existsSync(path.join(root, APP_DIR, "src/main.tsx")))
  .flatMap((name) => builds[name]);
