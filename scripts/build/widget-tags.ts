/**
 * Prints `[{ "tag": "vms-…", "element": "widgets/<dir>/<name>.element.ts" }, …]`: every widget's
 * tag read from its spec (`widgets/<dir>/<name>.spec.ts`, pure data) with its element file. The CDN
 * build (rollup.config.mjs) writes the autoloader's table from it, so no tag list is kept by hand.
 *
 *   node --import tsx scripts/build/widget-tags.ts
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AnySpec } from "../../widgets/core/element/spec";
import { root, specFiles } from "./entries.mjs";

export interface WidgetTag {
  tag: string;
  /** The element file that registers the tag, relative to the root. */
  element: string;
}

const isSpec = (value: unknown): value is AnySpec =>
  typeof value === "object" && value !== null && "tag" in value && "resolvedProps" in value;

export async function widgetTags(): Promise<WidgetTag[]> {
  const tags: WidgetTag[] = [];
  for (const file of specFiles() as string[]) {
    const element = file.replace(/\.spec\.ts$/, ".element.ts");
    if (!existsSync(path.join(root, element))) throw new Error(`${file} has no ${path.basename(element)} beside it`);
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    const specs = Object.values(module).filter(isSpec);
    if (specs.length !== 1) throw new Error(`${file} must export exactly one spec (found ${specs.length})`);
    tags.push({ tag: specs[0]!.tag, element });
  }
  return tags.sort((a, b) => a.tag.localeCompare(b.tag));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.stdout.write(JSON.stringify(await widgetTags()));
}
