/**
 * Every text of the developer documentation declared in the sources (specs, design tokens,
 * contract calls): what the builds blank (`strip-docs.mjs`) and the generators still read. Printed
 * as JSON when run, for `scripts/check-size.mjs`, which checks that no bundle carries any of it.
 *
 *   node --import tsx scripts/build/doc-texts.ts
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CONTRACT } from "../../widgets/core/contract";
import type { AnySpec, EventSpec, PropSpec } from "../../widgets/core/element/spec";
import { SHARED_TOKENS } from "../../widgets/core/theme/tokens";
import { root, specFiles } from "./entries.mjs";

const isSpec = (value: unknown): value is AnySpec =>
  typeof value === "object" && value !== null && "tag" in value && "resolvedProps" in value;

export async function docTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const file of specFiles() as string[]) {
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    for (const spec of Object.values(module).filter(isSpec)) {
      texts.push(spec.description, ...Object.values(spec.parts), ...Object.values(spec.slots));
      texts.push(...Object.values(spec.props as Record<string, PropSpec>).map((p) => p.description));
      texts.push(...Object.values(spec.events as Record<string, EventSpec>).map((e) => e.description));
      texts.push(...Object.values(spec.cssProperties).map((c) => c.description));
    }
  }
  texts.push(...Object.values(SHARED_TOKENS).map((token) => token.description));
  texts.push(...CONTRACT.map((c) => c.summary));
  return [...new Set(texts.filter((text) => text.trim() !== ""))];
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.stdout.write(JSON.stringify(await docTexts()));
}
