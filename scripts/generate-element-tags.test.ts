import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { elementFiles, root } from "./build/entries.mjs";
import { ELEMENT_TAGS_FILE, elementTags } from "./generate-element-tags";

it("widgets/element-tags.ts matches the elements and their specs (run scripts/generate-element-tags.ts)", async () => {
  const text = await elementTags();
  expect(readFileSync(path.join(root, ELEMENT_TAGS_FILE), "utf8")).toBe(text);
  // Every element is in each of the three maps.
  for (const file of elementFiles() as string[]) {
    const name = /^export const (\w+Element) = /m.exec(readFileSync(path.join(root, file), "utf8"))![1]!;
    expect(text.match(new RegExp(`\\b${name}>`, "g")), file).toHaveLength(2); // TagMapOf and JsxOf
  }
  expect(text.match(/EventMapOf<typeof \w+Spec>/g)).toHaveLength((elementFiles() as string[]).length);
});

it("no element file declares its own global types (the generated file does, once)", () => {
  for (const file of elementFiles() as string[])
    expect(readFileSync(path.join(root, file), "utf8"), file).not.toMatch(/declare global|HTMLElementTagNameMap/);
});
