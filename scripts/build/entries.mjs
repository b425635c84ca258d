// Which files the builds start from. Shared by rollup.config.mjs, check-size and the generators.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Folders under widgets/ that hold shared code, not a widget. */
const SHARED = new Set(["core", "ui"]);
/** Widgets that live in a shared folder: `<vms-config>` is part of core/config. */
const EXTRA_WIDGET_DIRS = ["core/config"];

/**
 * Every widget's folder, relative to widgets/: `widgets/<folder>/` (not core or ui) plus
 * core/config. A widget folder holds `<folder>.spec.ts` and `<folder>.element.ts`.
 */
export function widgetDirs() {
  const dir = path.join(root, "widgets");
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED.has(entry.name))
    .map((entry) => entry.name);
  return [...EXTRA_WIDGET_DIRS, ...folders].sort();
}

/** `widgets/<dir>/<name>.element.ts` of every widget, relative to the root. */
export function elementFiles() {
  return widgetDirs().flatMap((dir) => {
    const name = path.basename(dir);
    const file = `widgets/${dir}/${name}.element.ts`;
    return existsSync(path.join(root, file)) ? [file] : [];
  });
}

/** `widgets/<dir>/<name>.spec.ts` of every widget, relative to the root. */
export function specFiles() {
  return widgetDirs().flatMap((dir) => {
    const file = `widgets/${dir}/${path.basename(dir)}.spec.ts`;
    return existsSync(path.join(root, file)) ? [file] : [];
  });
}

/**
 * Entries of the ESM library: `index`, `define`, `<folder>` for each `widgets/<folder>/index.ts`,
 * and `<name>.element` for each widget's element file (each loadable on its own).
 */
export function libraryEntries() {
  const entries = { index: "widgets/index.ts", define: "widgets/define.ts" };
  for (const dir of widgetDirs()) {
    const index = `widgets/${dir}/index.ts`;
    if (!SHARED.has(dir.split("/")[0]) && existsSync(path.join(root, index))) entries[dir] = index;
  }
  for (const file of elementFiles()) entries[`${path.basename(file, ".element.ts")}.element`] = file;
  return entries;
}
