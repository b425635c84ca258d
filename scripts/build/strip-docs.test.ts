import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { parseAst } from "rollup/parseAst";
import { describe, expect, it } from "vitest";
import { docTexts } from "./doc-texts";
import { root } from "./entries.mjs";
import { stripDocText } from "./strip-docs.mjs";

const WIDGETS = path.join(root, "widgets");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A module as the build sees it: TypeScript stripped (as rollup-plugin-esbuild does), then the plugin. */
async function built(file: string): Promise<{ before: string; after: string }> {
  const loader = file.endsWith(".tsx") ? "tsx" : "ts";
  const { code } = await transform(readFileSync(file, "utf8"), { loader, jsx: "automatic", target: "es2022" });
  return { before: code, after: stripDocText(code, file, root)?.code ?? code };
}

/** The code's syntax tree with every literal text (as the plugin sees it) made alike, and no positions. */
function shape(code: string): string {
  const isText = (node: Record<string, unknown>): boolean =>
    (node.type === "Literal" && typeof node.value === "string") ||
    (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) ||
    (node.type === "BinaryExpression" &&
      node.operator === "+" &&
      isText(node.left as Record<string, unknown>) &&
      isText(node.right as Record<string, unknown>));
  return JSON.stringify(parseAst(code), (key, value: unknown) => {
    if (key === "start" || key === "end") return undefined;
    if (value && typeof value === "object" && !Array.isArray(value) && isText(value as Record<string, unknown>))
      return "text";
    return value;
  });
}

/** Every string a module's code holds (literals and template parts), whatever its quoting or escapes. */
function strings(code: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const n = node as { type?: string; value?: unknown };
    if (n.type === "Literal" && typeof n.value === "string") found.push(n.value);
    if (n.type === "TemplateElement") found.push((n.value as { cooked?: string }).cooked ?? "");
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach(walk);
      else if (child && typeof child === "object") walk(child);
    }
  };
  walk(parseAst(code));
  return found;
}

describe("stripDocs", () => {
  it("leaves no text of any spec, design token or contract call in the built modules", async () => {
    const texts = await docTexts();
    expect(texts.length).toBeGreaterThan(300);
    const left = new Set<string>();
    for (const file of sources(WIDGETS)) for (const value of strings((await built(file)).after)) left.add(value);
    const kept = texts.filter((text) => [...left].some((value) => value.includes(text)));
    expect(kept).toEqual([]);
  });

  it("changes nothing else: modules without declarations are untouched, and only text is blanked", async () => {
    let changed = 0;
    for (const file of sources(WIDGETS)) {
      const { before, after } = await built(file);
      if (after === before) continue;
      changed += 1;
      expect(path.relative(WIDGETS, file)).toMatch(
        /\.spec\.ts$|\.surface\.ts$|navigate-event\.ts$|tokens\.ts$|-calls\.ts$/,
      );
      // The same syntax tree once every text is made alike: nothing but text was touched.
      expect(shape(after), file).toBe(shape(before));
    }
    expect(changed).toBeGreaterThan(15);
  });

  const root0 = "/r";
  const file = "/r/widgets/x/x.spec.ts";
  it("blanks the helpers' text only when they come from the spec or contract module", () => {
    const code = [
      'import { prop as p, event, defineSpec } from "../core/element/spec";',
      'import { call } from "../core/contract/contract-call";',
      'const a = p(s, "a prop", { type: "() => void" });',
      'const b = event(null, `an ` + "event");',
      'const c = defineSpec({ tag: "vms-x", description: "the widget", parts: { map: "the map" }, cssProperties: { "--vms-x": { default: "1px", description: "a width" } } });',
      'const d = call({ id: "x", path: "/x", summary: "a call" });',
      "const e = event(null, text);",
    ].join("\n");
    const out = stripDocText(code, file, root0)?.code ?? "";
    for (const text of ["a prop", "an ", "event", "the widget", "the map", "a width", "a call"])
      expect(out).not.toContain(`"${text}"`);
    for (const kept of ['"() => void"', '"vms-x"', '"1px"', '"/x"', "event(null, text)"]) expect(out).toContain(kept);
  });

  it("leaves a local helper of the same name alone", () => {
    const code =
      'import { prop } from "./props";\nconst a = prop(s, "not docs");\nconst call = (x) => x;\ncall({ summary: "kept" });';
    expect(stripDocText(code, file, root0)).toBeNull();
  });

  it("drops a call's request schemas only when asked (requestSchemas), shorthand ones too", () => {
    const code = [
      'import { call } from "../core/contract/contract-call";',
      "const params = z.object({ id: Id });",
      'const d = call({ id: "x", method: "POST", path: "/x/:id", params, query: q, body: Body, response: Answer });',
    ].join("\n");
    const kept = stripDocText(code, file, root0)?.code ?? code;
    expect(kept).toContain("params, query: q, body: Body, response: Answer");
    const out = stripDocText(code, file, root0, { requestSchemas: true })?.code ?? "";
    expect(out).toContain('"params": void 0, "query": void 0, "body": void 0, response: Answer');
    expect(out).toContain('id: "x", method: "POST", path: "/x/:id"');
    expect(() => parseAst(out)).not.toThrow();
  });
});
