import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SHARED_TOKENS } from "../widgets/core/theme/tokens";
import { root } from "./build/entries.mjs";
import { elementClassName } from "./generate-manifest";
import { cssPropertiesIn, eventsIn, importGraph, partsIn, widgetSurfaces, type WidgetSurface } from "./widget-surface";

let surfaces: WidgetSurface[];
beforeAll(async () => {
  surfaces = await widgetSurfaces();
});

const sorted = (values: Iterable<string>) => [...values].sort();
const missing = (used: Iterable<string>, declared: Iterable<string>) => {
  const known = new Set(declared);
  return sorted([...used].filter((name) => !known.has(name)));
};

describe("the scanner", () => {
  it("reads part names from literals, expressions and setAttribute", () => {
    expect(
      partsIn(`<a part="link" /><b part={x ? "link link-current" : 'other'} />el.setAttribute("part", "row")`),
    ).toEqual(["link", "link", "link-current", "other", "row"]);
  });

  it("reads var(--vms-…) everywhere and quoted names in code", () => {
    expect(cssPropertiesIn(".a { color: var(--vms-x, var(--vms-y)); }", "a.css")).toEqual(["--vms-x", "--vms-y"]);
    expect(cssPropertiesIn('read("--vms-z")', "a.ts")).toEqual(["--vms-z"]);
  });

  it("reads emitted event names", () => {
    expect(eventsIn('emit("vms-unit-select", unit); emit( "vms-navigate", d)')).toEqual([
      "vms-unit-select",
      "vms-navigate",
    ]);
  });
});

describe("each widget's spec matches its code", () => {
  it("finds every widget with a spec, its tag and its element class", () => {
    expect(surfaces.map((s) => s.spec.tag)).toEqual(
      expect.arrayContaining(["vms-config", "vms-unit-map", "vms-unit-search", "vms-unit-drawer", "vms-portal-nav"]),
    );
    for (const surface of surfaces) {
      expect(surface.spec.tag, surface.specFile).toBe(`vms-${path.basename(surface.dir)}`);
      const element = readFileSync(path.join(root, surface.elementFile), "utf8");
      expect(element, surface.elementFile).toContain(`export const ${elementClassName(surface.spec.tag)} =`);
    }
  });

  it("keeps each spec pure data: it imports zod and other pure modules only (no DOM, React or stores)", () => {
    for (const { specFile } of surfaces) {
      const graph = importGraph(specFile);
      expect(
        graph.packages.filter((name) => !name.startsWith("zod")),
        specFile,
      ).toEqual([]);
      expect(
        graph.files.filter((file) => file.endsWith(".tsx") || /store|i18n/.test(file)),
        specFile,
      ).toEqual([]);
    }
  });

  it("declares every part its code uses, and uses every part it declares", () => {
    for (const { spec, parts, specFile } of surfaces) {
      expect(missing(parts, Object.keys(spec.parts)), `${specFile}: parts used but not declared`).toEqual([]);
      expect(missing(Object.keys(spec.parts), parts), `${specFile}: parts declared but not used`).toEqual([]);
    }
  });

  it("declares every --vms-* custom property its code reads (shared tokens count), and reads every one it declares", () => {
    for (const { spec, cssProperties, specFile } of surfaces) {
      const declared = [...Object.keys(spec.cssProperties), ...Object.keys(SHARED_TOKENS)];
      expect(missing(cssProperties, declared), `${specFile}: custom properties used but not declared`).toEqual([]);
      expect(
        missing(Object.keys(spec.cssProperties), cssProperties),
        `${specFile}: custom properties declared but not used`,
      ).toEqual([]);
      const sharedToo = Object.keys(spec.cssProperties).filter((name) => name in SHARED_TOKENS);
      expect(sharedToo, `${specFile}: declares shared tokens again`).toEqual([]);
    }
  });

  it("declares every event its code emits, and emits every event it declares", () => {
    for (const { spec, events, specFile } of surfaces) {
      expect(missing(events, Object.keys(spec.events)), `${specFile}: events emitted but not declared`).toEqual([]);
      expect(missing(Object.keys(spec.events), events), `${specFile}: events declared but not emitted`).toEqual([]);
    }
  });
});

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? allFiles(file) : [file];
  });
}

describe("the shared tokens", () => {
  it("are each read somewhere in the library, and nothing reads an undeclared --vms-* property", () => {
    const used = new Set<string>();
    for (const file of allFiles(path.join(root, "widgets"))) {
      if (!/\.(tsx?|css)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      for (const name of cssPropertiesIn(text, file)) used.add(name);
    }
    expect(missing(Object.keys(SHARED_TOKENS), used), "shared tokens nobody reads").toEqual([]);
    const everyDeclared = [
      ...Object.keys(SHARED_TOKENS),
      ...surfaces.flatMap((s) => Object.keys(s.spec.cssProperties)),
    ];
    expect(missing(used, everyDeclared), "custom properties read but declared nowhere").toEqual([]);
  });
});
