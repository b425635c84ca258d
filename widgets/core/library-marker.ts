/** Warns when two copies of the library load on one page (their stores would not be shared). */
const MARKER = Symbol.for("vms-widgets.loaded");
const scope = globalThis as typeof globalThis & { [MARKER]?: string };

export function markLibraryLoaded(version: string): void {
  if (scope[MARKER]) {
    console.warn(
      `[vms-widgets] a second copy of the library (${version}) loaded beside ${scope[MARKER]}; stores are not shared between copies`,
    );
    return;
  }
  scope[MARKER] = version;
}
