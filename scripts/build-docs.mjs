// Builds the docs site into dist/docs/ (served at /docs/ by the reference server): lays docs/ out
// as pages (scripts/docs-site/assemble.mjs), builds them with VitePress, then lists the SHA-256 of
// every inline script of the built pages in dist/docs/csp-hashes.json, so the server's
// Content-Security-Policy for /docs/ allows exactly those and no other inline script.
//
//   node scripts/build-docs.mjs
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./build/entries.mjs";
import { assembleDocs } from "./docs-site/assemble.mjs";

const started = performance.now();
const pages = assembleDocs(path.join(root, "docs"), path.join(root, ".cache/docs-site"));
const vitepress = path.join(root, "node_modules/vitepress/bin/vitepress.js");
const built = spawnSync(process.execPath, [vitepress, "build", "scripts/docs-site"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

/** The SHA-256 (CSP form) of each inline `<script>` body in the HTML files under `dir`. */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  const files = readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith(".html"));
  for (const file of files) {
    const html = readFileSync(path.join(dir, String(file)), "utf8");
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

const out = path.join(root, "dist/docs");
const hashes = inlineScriptHashes(out);
writeFileSync(path.join(out, "csp-hashes.json"), `${JSON.stringify(hashes)}\n`);
console.log(
  `[docs] dist/docs: ${pages.length} pages, ${hashes.length} inline script hash(es), ${Math.round(performance.now() - started)} ms`,
);
