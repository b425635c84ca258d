// Rollup plugins shared by rollup.config.mjs and vitest.config.ts (Vite accepts the same hooks).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

/** Removes comments and collapses whitespace; keeps spaces that can change a selector's meaning. */
export function minifyCss(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .replace(/\s*([{};,>])\s*/g, "$1")
      // A declaration's colon (`{color : red` → `{color:red`), never a selector's (`{div :hover{`).
      .replace(/([{;])([-\w]+)\s*:\s*(?=[^{};]*[;}])/g, "$1$2:")
      .replace(/\s+!important/g, "!important")
      .replace(/;}/g, "}")
      .trim()
  );
}

/**
 * Leaflet parts no widget uses (the layers, scale and attribution controls, the default marker
 * icon, old IE and VML): their rules are left out of Leaflet's stylesheet when it is inlined. A test
 * (plugins.test.ts) fails when a widget starts to use one of them.
 */
export const UNUSED_LEAFLET_RULES =
  /\.leaflet-(control-layers|control-scale|control-attribution|attribution-flag|oldie|vml|default-icon-path)/;

/**
 * Drops the selectors that match `unused` from the top-level rules, and the rules left with none
 * (at-rules and their blocks stay as they are).
 */
export function omitRules(css, unused) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let kept = "";
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) {
      const rule = text.slice(start, i + 1);
      const open = rule.indexOf("{");
      const selectors = rule.slice(0, open).split(",");
      const used = rule.trimStart().startsWith("@")
        ? selectors
        : selectors.filter((selector) => !unused.test(selector));
      if (used.length > 0) kept += used.join(",") + rule.slice(open);
      start = i + 1;
    }
  }
  return kept + text.slice(start);
}

/** Leaflet's stylesheet, as it is inlined. */
const LEAFLET_CSS = path.join("leaflet", "dist", "leaflet.css");

async function resolveWithoutQuery(context, source, importer, query) {
  const bare = source.slice(0, -query.length);
  const resolved = await context.resolve(bare, importer, { skipSelf: true });
  if (resolved && !resolved.external && path.isAbsolute(resolved.id)) return resolved.id;
  // A dependency the library keeps external: its file is still inlined, so find it on disk.
  try {
    return createRequire(importer ?? path.join(process.cwd(), "index.js")).resolve(bare);
  } catch {
    throw new Error(`cannot resolve ${bare} imported from ${importer ?? "(entry)"}`);
  }
}

const CSS_PREFIX = "\0vms-inline-css:";

/**
 * `import css from "./x.css?inline"` (also `some-package/x.css?inline`): the file's text as the
 * default export, whitespace-minified when `minify` is set; Leaflet's without `UNUSED_LEAFLET_RULES`.
 * The virtual id does not end in `.css`, so Vite's own CSS handling leaves it alone under vitest.
 */
export function inlineCss({ minify = false } = {}) {
  return {
    name: "vms-inline-css",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source.startsWith(CSS_PREFIX)) return source;
      if (!source.endsWith(".css?inline")) return null;
      return CSS_PREFIX + (await resolveWithoutQuery(this, source, importer, "?inline")) + "#text";
    },
    async load(id) {
      if (!id.startsWith(CSS_PREFIX)) return null;
      // Vite (vitest, browser-like environments) may add `?import` to the id: drop any query.
      const file = id
        .slice(CSS_PREFIX.length)
        .replace(/#text$/, "")
        .replace(/\?.*$/, "");
      this.addWatchFile(file);
      const text = await readFile(file, "utf8");
      const css = file.endsWith(LEAFLET_CSS) ? omitRules(text, UNUSED_LEAFLET_RULES) : text;
      return { code: `export default ${JSON.stringify(minify ? minifyCss(css) : css)};`, map: { mappings: "" } };
    },
  };
}

const WORKER_PREFIX = "\0vms-worker-url:";

/**
 * Web workers, one mechanism for every build (library, CDN, app):
 *
 *   import workerUrl from "./cluster.worker.ts?worker-url";
 *   const worker = workerUrl && new Worker(workerUrl, { type: "module" });
 *
 * The worker file is bundled on its own with esbuild (its imports included, ES module) and emitted
 * as a file beside the bundle (`<name>-<hash>.js`); the import becomes its URL, resolved against
 * the module's own URL (`new URL(…, import.meta.url)`), so it works under a strict CSP (no `blob:`
 * worker). A worker must come from the page's origin: a CDN copy on another site gets an error
 * when it starts one, and the caller falls back to the main thread. With `emit: false` (unit
 * tests, where there is no bundle) the import is `null`.
 */
export function workerUrl({ minify = false, define = {}, emit = true } = {}) {
  return {
    name: "vms-worker-url",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source.startsWith(WORKER_PREFIX)) return source;
      if (!source.endsWith("?worker-url")) return null;
      return WORKER_PREFIX + (await resolveWithoutQuery(this, source, importer, "?worker-url"));
    },
    async load(id) {
      if (!id.startsWith(WORKER_PREFIX)) return null;
      if (!emit) return { code: "export default null;\n", map: { mappings: "" } };
      const file = id.slice(WORKER_PREFIX.length);
      const result = await build({
        entryPoints: [file],
        bundle: true,
        write: false,
        format: "esm",
        platform: "browser",
        target: "es2022",
        minify,
        metafile: true,
        logLevel: "silent",
        define,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      const reference = this.emitFile({
        type: "asset",
        name: `${path.basename(file).replace(/\.[cm]?[jt]sx?$/, "")}.js`,
        source: result.outputFiles[0]?.text ?? "",
      });
      return {
        code: `export default import.meta.ROLLUP_FILE_URL_${reference};\n`,
        map: { mappings: "" },
      };
    },
  };
}

/**
 * Plain `import "./x.css"` (no `?inline`) in the reference app: collected in import order and
 * emitted as one stylesheet named `name` next to the entry (`output.assetFileNames` decides the
 * file name, e.g. `app-[hash].css`). Widgets use `?inline` instead.
 */
export function collectCss({ name = "app.css", minify = false } = {}) {
  const files = new Map();
  return {
    name: "vms-collect-css",
    async load(id) {
      if (!id.endsWith(".css")) return null;
      files.set(id, await readFile(id, "utf8"));
      return { code: "", map: { mappings: "" }, moduleSideEffects: true };
    },
    generateBundle() {
      if (files.size === 0) return;
      const css = [...files.values()].join("\n");
      this.emitFile({ type: "asset", name, source: minify ? minifyCss(css) : css });
    },
  };
}

const ASSET_PREFIX = "\0vms-asset-url:";

/**
 * Static data fetched at runtime instead of bundled:
 *
 *   import worldUrl from "world-atlas/countries-110m.json?asset-url";
 *   const world = worldUrl && (await fetch(worldUrl)).json();
 *
 * The file is emitted as-is beside the bundle (`<name>-<hash>.<ext>`, so it can be cached as
 * immutable) and the import is its URL, resolved against the module's own URL. With
 * `emit: false` (unit tests) the import is `null`.
 */
export function assetUrl({ emit = true } = {}) {
  return {
    name: "vms-asset-url",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source.startsWith(ASSET_PREFIX)) return source;
      if (!source.endsWith("?asset-url")) return null;
      // The id must not end in `.json`: Vite's (vitest's) JSON plugin would parse the module.
      return ASSET_PREFIX + (await resolveWithoutQuery(this, source, importer, "?asset-url")) + "#url";
    },
    async load(id) {
      if (!id.startsWith(ASSET_PREFIX)) return null;
      if (!emit) return { code: "export default null;\n", map: { mappings: "" } };
      const file = id.slice(ASSET_PREFIX.length).replace(/#url(\?.*)?$/, "");
      this.addWatchFile(file);
      const reference = this.emitFile({ type: "asset", name: path.basename(file), source: await readFile(file) });
      return { code: `export default import.meta.ROLLUP_FILE_URL_${reference};\n`, map: { mappings: "" } };
    },
  };
}

/**
 * engine.io-client (under socket.io-client) imports its Node transports by relative paths
 * (`./globals.node.js`, `./transports/polling-xhr.node.js`, `./transports/websocket.node.js`) and maps
 * them to the browser files in its `browser` field, which node-resolve skips for a package with
 * `exports`. Without this the bundle imports `fs`, `http` and `child_process` and fails to load.
 */
export function engineIoBrowser() {
  return {
    name: "engine-io-browser",
    resolveId(source, importer) {
      if (!importer || !/[\\/]engine\.io-client[\\/]/.test(importer) || !/\.node\.js$/.test(source)) return null;
      return path.resolve(path.dirname(importer), source.replace(/\.node\.js$/, ".js"));
    },
  };
}
