import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./build/entries.mjs";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const IMPORT = /(?:import|export)\s*(?:[^"';]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The package's "sideEffects" lets bundlers drop a folder's `index.ts` (a re-export) and its bare
 * imports; the portal's build does the same. So a catalogue (strings registered on import) that an
 * index.ts imports must also be imported by a module that uses it (a component, an element), or
 * the component shows catalogue keys.
 */
it("no catalogue is imported only by index.ts files", () => {
  const sources = files(path.join(root, "widgets")).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const importers = new Map<string, string[]>();
  for (const file of sources) {
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? "");
      if (!target.endsWith(".catalogue")) continue;
      importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  expect(importers.size).toBeGreaterThan(3);
  const onlyByIndex = [...importers]
    .filter(([, by]) => by.every((file) => path.basename(file) === "index.ts"))
    .map(([catalogue]) => path.relative(root, catalogue));
  expect(onlyByIndex).toEqual([]);
});
