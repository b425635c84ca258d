// Which files the builds start from. Shared by rollup.config.mjs, check-size and generate-manifest.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Widget folders (`widgets/<folder>/`), excluding core and ui which are not widgets. */
function widgetFolders() {
  const dir = path.join(root, "widgets");
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "core" && entry.name !== "ui")
    .map((entry) => entry.name)
    .sort();
}

/** `widgets/*\/*.element.ts` files, relative to the root. */
export function elementFiles() {
  return widgetFolders().flatMap((folder) =>
    readdirSync(path.join(root, "widgets", folder))
      .filter((name) => name.endsWith(".element.ts"))
      .sort()
      .map((name) => `widgets/${folder}/${name}`),
  );
}

/**
 * Entries of the ESM library: `index`, `define`, `<folder>` for each `widgets/<folder>/index.ts`,
 * and `<folder>.element` for the element file of each folder (`<folder>.<name>.element` for more).
 */
export function libraryEntries() {
  const entries = { index: "widgets/index.ts", define: "widgets/define.ts" };
  for (const folder of widgetFolders()) {
    const index = `widgets/${folder}/index.ts`;
    if (existsSync(path.join(root, index))) entries[folder] = index;
  }
  for (const file of elementFiles()) {
    const folder = path.basename(path.dirname(file));
    const base = path.basename(file, ".element.ts");
    // The first (usually only) element file of a folder is `<folder>.element`.
    const name = entries[`${folder}.element`] === undefined ? `${folder}.element` : `${folder}.${base}.element`;
    entries[name] = file;
  }
  return entries;
}
