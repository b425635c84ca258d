// The library as a partner page loads it from the CDN: the autoloader entry, then the whole public
// API (dist/cdn/api.js), which shares the autoloader's chunks (one copy of every store).
export const BUNDLE = "/dist/cdn/vms-widgets.js";
export const API = "/dist/cdn/api.js";

/** Every tag of the generated manifest. */
export async function manifestTags() {
  const response = await fetch("/dist/custom-elements.json");
  if (!response.ok) throw new Error("dist/custom-elements.json is missing: run npm run build");
  const manifest = await response.json();
  return manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
}

/**
 * `{ ...api, ...autoloader exports }`. With `defineAll`, every tag's chunk is loaded first (as if
 * each tag had appeared), so a test can create elements and use them at once.
 */
export async function loadLibrary({ defineAll = false } = {}) {
  const entry = await import(BUNDLE);
  const api = await import(API);
  if (defineAll) await Promise.all((await manifestTags()).map((tag) => entry.loadWidget(tag)));
  return { ...api, ...entry };
}
