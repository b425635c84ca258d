import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root } from "./build/entries.mjs";

const WIDGETS = path.join(root, "widgets");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The file a relative specifier names (`./x` → x.ts, x.tsx or x/index.ts), or null. */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/**
 * The static imports of a file (`import`, `import type`, `export … from`, bare `import "x"`):
 * every one that names another module of widgets/. Dynamic `import()` loads later and is left out.
 */
export function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const targets: string[] = [];
  for (const statement of parsed.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (!specifier?.startsWith(".")) continue;
    const target = resolve(file, specifier);
    if (target) targets.push(target);
  }
  return targets;
}

/** Every cycle of the graph, one per strongly connected component, as a path that closes on itself. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  // Name each component by one of its cycles: a shortest way back from its first member.
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!inside.has(next)) continue;
        if (next === start) {
          const cycle = [node];
          while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]!)!);
          return [...cycle, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

/** The folder a file belongs to: `core/units`, `ui/mosaic`, or the widget's folder (`unit-map`). */
function folderOf(file: string): string {
  const parts = path.relative(WIDGETS, file).split(path.sep);
  return parts[0] === "core" || parts[0] === "ui" ? parts.slice(0, 2).join("/") : parts[0]!;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * No import cycle in widgets/ (issue 19): none between modules (what `madge --circular` checks), and
 * none between the library's folders (`core/units` → `core/navigation` → `core/units`), so each
 * folder of core can be read, tested and moved with what it imports below it. Tests may import
 * across folders for their fixtures; they are left out of the folders' graph.
 */
describe("imports in widgets/", () => {
  const files = sourceFiles(WIDGETS);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const named = (cycles: string[][], name: (node: string) => string) =>
    cycles.map((cycle) => cycle.map(name).join(" → "));

  it("finds a cycle and names it", () => {
    const example = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cyclesOf(example)).toEqual([["a", "b", "c", "a"]]);
    expect(cyclesOf(new Map([["a", ["a"]]]))).toEqual([["a", "a"]]);
  });

  it("form no cycle between modules", () => {
    expect(named(cyclesOf(graph), (file) => path.relative(WIDGETS, file))).toEqual([]);
  });

  it("form no cycle between the library's folders", () => {
    const folders = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      if (isTest(file)) continue;
      const from = folderOf(file);
      const list = folders.get(from) ?? [];
      for (const target of targets.map(folderOf)) if (target !== from && !list.includes(target)) list.push(target);
      folders.set(from, list);
    }
    expect(named(cyclesOf(folders), String)).toEqual([]);
  });
});
