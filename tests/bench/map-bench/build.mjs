// Bundles the map view (widgets/unit-map/map-view.ts) for the benchmark page with esbuild, with
// the same two import conventions as the library build: `*.css?inline` (text) and
// `*?worker-url` (a blob: URL of the worker bundled on its own).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const conventions = {
  name: "vms-conventions",
  setup(builder) {
    builder.onResolve({ filter: /\?(inline|worker-url)$/ }, (args) => {
      const [file, kind] = args.path.split("?");
      const resolved = file.startsWith(".")
        ? path.resolve(args.resolveDir, file)
        : path.join(root, "node_modules", file);
      return { path: resolved, namespace: kind };
    });
    builder.onLoad({ filter: /.*/, namespace: "inline" }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }));
    builder.onLoad({ filter: /.*/, namespace: "worker-url" }, async (args) => {
      const worker = await build({
        entryPoints: [args.path],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2022",
      });
      const code = worker.outputFiles[0].text;
      return {
        contents: `export default URL.createObjectURL(new Blob([${JSON.stringify(code)}], { type: "text/javascript" }));`,
        loader: "js",
      };
    });
  },
};

/** The bench page script: exposes `window.vmsBench = { L, createMapView }`. */
export async function buildBenchScript() {
  const result = await build({
    stdin: {
      contents: `import L from "leaflet"; import { createMapView } from "./widgets/unit-map/map-view.ts"; window.L = L; window.vmsBench = { L, createMapView };`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"', __VMS_VERSION__: '"bench"', __VMS_BUILD__: '"bench"' },
    plugins: [conventions],
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
