// The camera test page's files, by URL path under /camera-test/: the page, its script and hls.js
// (the library's HLS transport). Playwright serves them at the reference server's origin with
// page.route; `serve.ts` serves them by hand beside a proxy to the server.
import { readFileSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const root = path.resolve(here, "../../..");

export const PAGE_PREFIX = "/camera-test/";

const FILES: Record<string, { file: string; type: string }> = {
  "index.html": { file: path.join(here, "index.html"), type: "text/html; charset=utf-8" },
  "camera-page.js": { file: path.join(here, "camera-page.js"), type: "text/javascript; charset=utf-8" },
  "hls.mjs": {
    file: path.join(root, "node_modules/hls.js/dist/hls.light.mjs"),
    type: "text/javascript; charset=utf-8",
  },
};

/** The file at a path under /camera-test/, or null. */
export function pageFile(urlPath: string): { body: Buffer; type: string } | null {
  const name = urlPath.startsWith(PAGE_PREFIX) ? urlPath.slice(PAGE_PREFIX.length) || "index.html" : null;
  const entry = name === null ? undefined : FILES[name];
  return entry ? { body: readFileSync(entry.file), type: entry.type } : null;
}
