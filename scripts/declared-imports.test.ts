import { builtinModules } from "node:module";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { root } from "./build/entries.mjs";

const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]);
const builtins = new Set(builtinModules);
const SKIP_DIRS = new Set(["node_modules", "dist", ".cache", "test-results", "playwright-report", ".git"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mjs|js)$/.test(name) ? [file] : [];
  });
}

/** `leaflet/dist/x.css?inline` → `leaflet`; `@scope/pkg/sub` → `@scope/pkg`. */
function packageOf(specifier: string): string {
  const bare = specifier.replace(/\?.*$/, "");
  const parts = bare.split("/");
  return bare.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? bare);
}

const SPECIFIERS =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

it("every package the code imports is declared in package.json (types-only imports may use @types/…)", () => {
  const problems: string[] = [];
  const files = [
    ...["widgets", "reference-app", "scripts", "tests"].flatMap((dir) => sourceFiles(path.join(root, dir))),
    ...readdirSync(root)
      .filter((name) => /\.(mjs|ts)$/.test(name))
      .map((name) => path.join(root, name)),
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[3] ?? match[4] ?? "";
      const typeOnly = Boolean(match[2]);
      if (/^[./]/.test(specifier) || specifier.startsWith("node:") || specifier.startsWith("\0")) continue;
      const name = packageOf(specifier);
      if (builtins.has(name) || name === pkg.name) continue;
      const typesName = `@types/${name.replace(/^@/, "").replace("/", "__")}`;
      if (declared.has(name) || (typeOnly && declared.has(typesName))) continue;
      problems.push(`${path.relative(root, file)}: ${specifier}`);
    }
  }
  expect(problems).toEqual([]);
});

it("no code reaches for a dependency's private symbols", () => {
  const offenders = sourceFiles(path.join(root, "widgets")).filter((file) =>
    /Symbol\.for\(\s*["']r2wc\./.test(readFileSync(file, "utf8")),
  );
  expect(offenders).toEqual([]);
});
