// The vms-unit-map entry's gzip size against the gzip size of its dependencies bundled alone (a
// file that only imports them), both built here with rollup + terser like the CDN bundle.
import { gzipSync } from "node:zlib";
import path from "node:path";
import { rollup } from "rollup";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";
import { inlineCss, workerUrl } from "../../scripts/build/plugins.mjs";

export const name = "vms-unit-map entry size";
export const description = "gzip ≤ 1.1× its dependencies bundled alone";
export const budget = true;

const RATIO = 1.1;
const DEPENDENCIES_ONLY = "\0map-dependencies-only";

/** Everything the entry pulls from node_modules, imported and kept (namespaces, so nothing is shaken off). */
const dependenciesSource = `
import * as leaflet from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import * as supercluster from "supercluster";
import * as react from "react";
import * as jsx from "react/jsx-runtime";
import * as reactDom from "react-dom";
import * as reactDomClient from "react-dom/client";
import * as nanostores from "nanostores";
import * as nanostoresReact from "@nanostores/react";
import * as i18next from "i18next";
import * as z from "zod";
import * as topojson from "topojson-client";
import world from "world-atlas/countries-110m.json";
import states from "us-atlas/states-10m.json";
export { leaflet, leafletCss, supercluster, react, jsx, reactDom, reactDomClient, nanostores, nanostoresReact, i18next, z, topojson, world, states };
`;

async function gzipOf(root, input, extraPlugins = []) {
  const bundle = await rollup({
    input,
    plugins: [
      ...extraPlugins,
      replace({
        preventAssignment: true,
        values: { __VMS_VERSION__: '"bench"', __VMS_BUILD__: '"bench"', "process.env.NODE_ENV": '"production"' },
      }),
      inlineCss({ minify: true }),
      workerUrl({ minify: true, define: { "process.env.NODE_ENV": '"production"' } }),
      nodeResolve({
        browser: true,
        extensions: [".mjs", ".js", ".json", ".ts", ".tsx"],
        exportConditions: ["browser", "production"],
      }),
      commonjs(),
      json(),
      esbuild({ target: "es2022", jsx: "automatic", tsconfig: path.join(root, "tsconfig.json") }),
      terser({ ecma: 2022, module: true, compress: { passes: 1 }, format: { comments: false } }),
    ],
    onwarn: () => undefined,
  });
  const { output } = await bundle.generate({ format: "es", inlineDynamicImports: true });
  await bundle.close();
  const code = output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("");
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

export async function run({ root }) {
  const entry = await gzipOf(root, path.join(root, "widgets/unit-map/unit-map.element.ts"));
  const virtual = {
    name: "dependencies-only",
    resolveId: (id) => (id === DEPENDENCIES_ONLY ? id : null),
    load: (id) => (id === DEPENDENCIES_ONLY ? dependenciesSource : null),
  };
  const dependencies = await gzipOf(root, DEPENDENCIES_ONLY, [virtual]);
  const ratio = entry.gzip / dependencies.gzip;
  const figures = {
    "vms-unit-map entry gzip (KiB)": entry.gzip / 1024,
    "dependencies alone gzip (KiB)": dependencies.gzip / 1024,
    ratio: ratio,
    "budget ratio": RATIO,
    "entry minified (KiB)": entry.raw / 1024,
  };
  if (ratio > RATIO)
    throw new Error(
      `vms-unit-map entry ${(entry.gzip / 1024).toFixed(1)} KiB gzip vs dependencies ${(dependencies.gzip / 1024).toFixed(1)} KiB = ${ratio.toFixed(3)}×, budget ${RATIO}×`,
    );
  return figures;
}
