// The shared strings (`widgets/core/i18n/core-catalogue.ts`, namespace `core`) of a bundle that
// shows only a few of them: `coreStrings({ root, keys })` replaces the catalogue in that bundle by
// the listed keys (English and every other language, read from the catalogue itself, so there is
// one source), and fails the build when the bundle names a `core:` key that is not listed.
// Used by the partner camera entry (dist/cdn/vms-camera.js), whose tag shows five of them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";

const CATALOGUE = "widgets/core/i18n/core-catalogue.ts";

/** The catalogue's object, evaluated from its source (a literal: no imports). */
export async function readCoreCatalogue(root) {
  const { code } = transformSync(readFileSync(path.join(root, CATALOGUE), "utf8"), { loader: "ts", format: "esm" });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  return module.coreCatalogue;
}

/** The `keys` (dotted paths: `errors.streamMetadata`) of each language of `catalogue`. */
export function pickStrings(catalogue, keys) {
  const picked = {};
  for (const [language, strings] of Object.entries(catalogue)) {
    const out = (picked[language] = {});
    for (const key of keys) {
      const parts = key.split(".");
      let value = strings;
      for (const part of parts) value = value?.[part];
      if (value === undefined) {
        if (language === "en") throw new Error(`core catalogue has no key "${key}"`);
        continue;
      }
      let node = out;
      for (const part of parts.slice(0, -1)) node = node[part] ??= {};
      node[parts.at(-1)] = value;
    }
  }
  return picked;
}

/** `core:` keys named in `code` (the prefix is how a widget asks for a shared string). */
export const coreKeysIn = (code) => [...code.matchAll(/["'`]core:([\w.]+)["'`]/g)].map((match) => match[1]);

/** The Rollup plugin: before the TypeScript plugins (it answers the catalogue module itself). */
export function coreStrings({ root, keys }) {
  const file = path.join(root, CATALOGUE);
  return {
    name: "vms-core-strings",
    async load(id) {
      if (id !== file) return null;
      const picked = pickStrings(await readCoreCatalogue(root), keys);
      return `export const coreCatalogue = ${JSON.stringify(picked)};\n`;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const missing = coreKeysIn(chunk.code).filter((key) => !keys.includes(key));
        if (missing.length > 0)
          this.error(`${chunk.fileName} uses core strings not in its list: ${[...new Set(missing)].join(", ")}`);
      }
    },
  };
}
