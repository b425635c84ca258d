import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./build/entries.mjs";
import { widgetDocs } from "./generate-widget-docs";

it("the committed widget pages match the widget specs (run scripts/generate-widget-docs.ts)", async () => {
  const pages = await widgetDocs();
  expect(pages.size).toBeGreaterThan(1);
  for (const [file, text] of pages) expect(readFileSync(path.join(root, file), "utf8"), file).toBe(text);
});
