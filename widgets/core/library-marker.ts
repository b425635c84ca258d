/**
 * Warns when two copies of the library load on one page (their stores would not be shared):
 * whichever loads second warns, CDN bundle or ESM package, because every entry — the package
 * entry, `define`, each element — shares the module that calls this (the configuration store).
 */
const MARKER = Symbol.for("vms-widgets.loaded");
const scope = globalThis as typeof globalThis & { [MARKER]?: string };

/** "0.1.0 (cdn)"; in Node scripts, which import specs without a build, "source". */
function thisCopy(): string {
  return typeof __VMS_VERSION__ === "string" ? `${__VMS_VERSION__} (${__VMS_BUILD__})` : "source";
}

/** Records this copy (`version` and `build`, e.g. "0.1.0 (cdn)"); warns when another is there. */
export function markLibraryLoaded(copy: string = thisCopy()): void {
  const first = scope[MARKER];
  if (first) {
    console.warn(
      `[vms-widgets] a second copy of the library (${copy}) loaded beside ${first}; stores are not shared between copies`,
    );
    return;
  }
  scope[MARKER] = copy;
}
