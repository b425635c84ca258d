import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./build/entries.mjs";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/**
 * The package's "sideEffects" lets bundlers drop a folder's `index.ts` (a re-export) and its bare
 * imports; the portal's build does the same. So a catalogue (strings registered on import) must be
 * imported by a component file that uses it, not only by `index.ts`, or the component shows keys.
 */
it("every catalogue is imported by a component file of its folder, not only by index.ts", () => {
  const catalogues = files(path.join(root, "widgets")).filter((file) => file.endsWith(".catalogue.ts"));
  expect(catalogues.length).toBeGreaterThan(3);
  const orphans = catalogues.filter((catalogue) => {
    const dir = path.dirname(catalogue);
    const name = `./${path.basename(catalogue, ".ts")}`;
    return !readdirSync(dir)
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
      .some((file) => readFileSync(path.join(dir, file), "utf8").includes(`"${name}"`));
  });
  expect(orphans.map((file) => path.relative(root, file))).toEqual([]);
});
