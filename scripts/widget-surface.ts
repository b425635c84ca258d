/**
 * What the generators and the spec test know about each widget: its spec (imported; specs are
 * pure data) and what its code actually uses — `part` names, `var(--vms-…)` custom properties and
 * emitted event names — in the widget's folder and the shared files it imports (`widgets/ui`,
 * `widgets/core`), never in another widget's folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { AnySpec, CssPropertySpec } from "../widgets/core/element/spec";
import { SHARED_TOKENS } from "../widgets/core/theme/tokens";
import { root, specFiles, widgetDirs } from "./build/entries.mjs";

export interface WidgetSurface {
  /** widgets/<dir> relative to widgets/, e.g. "unit-map" or "core/config". */
  dir: string;
  specFile: string;
  elementFile: string;
  spec: AnySpec;
  /** The files whose code runs for this widget (relative to the root). */
  files: string[];
  parts: Set<string>;
  cssProperties: Set<string>;
  events: Set<string>;
}

const CODE = /\.(tsx?|css)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/**
 * The token table and the theme sheets (`core/theme/`, and a widget's own generated one such as
 * `camera-theme.generated.ts`) declare tokens; they do not count as reading them.
 */
export const isThemeFile = (file: string) =>
  file.replaceAll(path.sep, "/").includes("widgets/core/theme/") || /-theme\.generated\.ts$/.test(file);

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  const base = path.resolve(path.dirname(from), bare);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[^"'();]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The widget folder's files and every shared file they import, transitively (type-only imports too). */
export function reachableFiles(dir: string): string[] {
  const widgets = path.join(root, "widgets");
  const own = path.join(widgets, dir);
  const otherWidgets = widgetDirs()
    .filter((other) => other !== dir)
    .map((other) => path.join(widgets, other) + path.sep);
  const seen = new Set<string>();
  const queue = readdirSync(own)
    .map((name) => path.join(own, name))
    .filter((file) => CODE.test(file) && !isTest(file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".css")) continue;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? "");
      if (!target || !target.startsWith(widgets + path.sep)) continue;
      if (otherWidgets.some((other) => target.startsWith(other)) || isTest(target)) continue;
      queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(root, file)).sort();
}

/** Every module a file imports, transitively: relative files and bare package names. */
export function importGraph(file: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(root, file)];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (files.has(current)) continue;
    files.add(current);
    const text = readFileSync(current, "utf8");
    for (const match of text.matchAll(/(?:import|export)\s*(type\s+)?(?:[^"'();]*?\s*from\s*)?["']([^"']+)["']/g)) {
      if (match[1]) continue; // type-only: erased
      const specifier = match[2] ?? "";
      if (!specifier.startsWith(".")) {
        packages.add(specifier);
        continue;
      }
      const target = resolveImport(current, specifier);
      if (target) queue.push(target);
    }
  }
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}

/** Strips comments so a token named in prose does not count as used. */
function code(text: string, file: string): string {
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, "");
  return file.endsWith(".css") ? withoutBlocks : withoutBlocks.replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** `part="a b"`, `part={x ? "a b" : "a"}` and `setAttribute("part", "a")`: every name. */
export function partsIn(text: string): string[] {
  const names: string[] = [];
  const words = (literal: string) => names.push(...literal.split(/\s+/).filter(Boolean));
  for (const match of text.matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
    if (match[1] !== undefined) words(match[1]);
    else for (const literal of (match[2] ?? "").matchAll(/["'`]([^"'`]*)["'`]/g)) words(literal[1] ?? "");
  }
  for (const match of text.matchAll(/setAttribute\(\s*["']part["']\s*,\s*["']([^"']*)["']/g)) words(match[1] ?? "");
  return names;
}

/**
 * `var(--vms-x…)` in CSS or code, `"--vms-x"` strings in code (read with getPropertyValue), and
 * `var(--_vms-x)`: a token read through the theme sheet (`core/theme/theme-css.ts`) counts as `--vms-x`.
 */
export function cssPropertiesIn(text: string, file: string): string[] {
  const names = [...text.matchAll(/var\(\s*--_?(vms-[a-z0-9-]+)/g)].map((m) => `--${m[1] ?? ""}`);
  if (!file.endsWith(".css")) names.push(...[...text.matchAll(/["'`](--vms-[a-z0-9-]+)["'`]/g)].map((m) => m[1] ?? ""));
  return names;
}

/** `emit("vms-x-y", …)` names. */
export function eventsIn(text: string): string[] {
  return [...text.matchAll(/\bemit\(\s*["'](vms-[a-z0-9-]+)["']/g)].map((m) => m[1] ?? "");
}

/**
 * The machinery that emits on a widget's behalf, whatever the widget: its literals do not count.
 * A `navigate(…)` call (the view prop, the widget context) is the widget's `vms-navigate`.
 */
const EMITS_FOR_WIDGETS = ["widgets/ui/element/", "widgets/core/navigation/"];
const NAVIGATES = /\bnavigate\(/;

async function loadSpec(file: string): Promise<AnySpec> {
  const module = (await import(path.join(root, file))) as Record<string, unknown>;
  const specs = Object.values(module).filter(
    (value): value is AnySpec => typeof value === "object" && value !== null && "resolvedProps" in value,
  );
  if (specs.length !== 1) throw new Error(`${file} must export exactly one spec (found ${specs.length})`);
  return specs[0] as AnySpec;
}

/** Every widget with its spec and what its code uses, in folder order. */
export async function widgetSurfaces(): Promise<WidgetSurface[]> {
  const surfaces: WidgetSurface[] = [];
  for (const specFile of specFiles()) {
    const dir = path.relative(path.join(root, "widgets"), path.dirname(path.join(root, specFile)));
    const files = reachableFiles(dir);
    const parts = new Set<string>();
    const cssProperties = new Set<string>();
    const events = new Set<string>();
    for (const file of files) {
      if (isThemeFile(file)) continue;
      const text = code(readFileSync(path.join(root, file), "utf8"), file);
      for (const name of partsIn(text)) parts.add(name);
      for (const name of cssPropertiesIn(text, file)) cssProperties.add(name);
      if (!EMITS_FOR_WIDGETS.some((prefix) => file.startsWith(prefix)))
        for (const name of eventsIn(text)) events.add(name);
      if (!EMITS_FOR_WIDGETS.some((prefix) => file.startsWith(prefix)) && NAVIGATES.test(text))
        events.add("vms-navigate");
    }
    surfaces.push({
      dir,
      specFile,
      elementFile: `widgets/${dir}/${path.basename(dir)}.element.ts`,
      spec: await loadSpec(specFile),
      files,
      parts,
      cssProperties,
      events,
    });
  }
  return surfaces;
}

/** The custom properties an element reads: its own (from the spec) and the shared tokens it uses. */
export function cssPropertiesOf(surface: WidgetSurface): [string, CssPropertySpec][] {
  const shared = Object.entries(SHARED_TOKENS as Record<string, CssPropertySpec>).filter(([name]) =>
    surface.cssProperties.has(name),
  );
  return [...Object.entries(surface.spec.cssProperties), ...shared];
}

/** `vms-unit-map` → `UnitMap`. */
export function componentName(tag: string): string {
  return tag
    .replace(/^vms-/, "")
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}
