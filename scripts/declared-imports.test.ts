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

/**
 * Packages the library build bundles (rollup.config.mjs inlines what is not a published dependency):
 * each is loaded only with `import()` and inlined into that lazy chunk, so users install none of them.
 */
const BUNDLED = ["three", "hls.js", "@shoelace-style/shoelace", "topojson-client"];

it("the library's code imports only what a user installs (dependencies and peers) or what the build bundles", () => {
  expect(Object.keys(pkg.devDependencies ?? {})).toEqual(expect.arrayContaining(BUNDLED));
  const installed = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...BUNDLED,
  ]);
  expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(expect.arrayContaining(["react", "react-dom"]));
  expect(Object.keys(pkg.dependencies ?? {})).not.toContain("react");
  expect(Object.keys(pkg.dependencies ?? {})).not.toContain("react-dom");
  const problems: string[] = [];
  const files = sourceFiles(path.join(root, "widgets")).filter(
    (file) => !/\.test\.tsx?$|[/\\]testing[/\\]|[/\\]test-[^/\\]+\.ts$/.test(file),
  );
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIERS)) {
      const specifier = match[3] ?? match[4] ?? "";
      if (match[2] || /^[./]/.test(specifier) || specifier.startsWith("node:")) continue;
      // `pkg/file?asset-url` and `?worker-url` are copied or bundled at build time, not imported by users.
      if (/\?(asset-url|worker-url|inline)$/.test(specifier)) continue;
      if (!installed.has(packageOf(specifier))) problems.push(`${path.relative(root, file)}: ${specifier}`);
    }
  }
  expect(problems).toEqual([]);
});
