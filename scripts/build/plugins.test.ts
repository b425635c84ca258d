import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rollup } from "rollup";
import { afterAll, describe, expect, it } from "vitest";
import { assetUrl, inlineCss, minifyCss, omitRules, UNUSED_LEAFLET_RULES, workerUrl } from "./plugins.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "vms-plugins-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function bundle(entry: string, minify: boolean): Promise<string> {
  const build = await rollup({ input: entry, plugins: [inlineCss({ minify }), workerUrl({ minify })] });
  const { output } = await build.generate({ format: "es" });
  await build.close();
  return output[0].code;
}

describe("minifyCss", () => {
  it("drops comments and whitespace but keeps a descendant pseudo-class apart", () => {
    expect(minifyCss("/* c */\n:host {\n  color : red;\n}\ndiv :hover , a > b { x: 1; }")).toBe(
      ":host{color:red}div :hover,a>b{x:1}",
    );
  });

  it("tightens declarations, never a selector inside a block", () => {
    expect(minifyCss("@media (x) {\n  div :hover { --a : b !important; grid-area: up }\n  a:focus { c: d }\n}")).toBe(
      "@media (x){div :hover{--a:b!important;grid-area:up}a:focus{c:d}}",
    );
  });
});

describe("omitRules", () => {
  it("drops the matching selectors, and rules left with none; at-rules stay", () => {
    const css = "/* x */ .a-x { c: 1 }\n.a-x, .b { c: 2 }\n@media print { .a-x { c: 3 } }\n.b:hover { c: 4 }";
    expect(omitRules(css, /\.a-x/)).toBe(" .b { c: 2 }\n@media print { .a-x { c: 3 } }\n.b:hover { c: 4 }");
  });
});

describe("the Leaflet rules left out", () => {
  it("belong to parts no widget uses (a widget that starts to use one needs its rules back)", () => {
    const uses =
      /L\.control\.(layers|scale|attribution)|attributionControl:\s*true|L\.Icon\.Default|L\.icon\(|leaflet-control-(layers|scale|attribution)/;
    const root = path.join(import.meta.dirname, "../../widgets");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ts|tsx|css)$/.test(file) && !file.includes(".test."),
    );
    expect(sources.length).toBeGreaterThan(100);
    const using = sources.filter((file) => uses.test(readFileSync(path.join(root, file), "utf8")));
    expect(using).toEqual([]);
    expect(UNUSED_LEAFLET_RULES.test(".leaflet-popup")).toBe(false);
  });
});

describe("inlineCss", () => {
  fixture("style.css", ":host {\n  display: block; /* note */\n}\n");
  const entry = fixture("css-entry.js", 'import css from "./style.css?inline";\nexport default css;\n');

  it("exports the file's text", async () => {
    expect(await bundle(entry, false)).toContain(JSON.stringify(":host {\n  display: block; /* note */\n}\n"));
  });

  it("minifies in production", async () => {
    expect(await bundle(entry, true)).toContain('":host{display:block}"');
  });
});

describe("inlineCss with dependencies kept external (the library build)", () => {
  it("still inlines a dependency's stylesheet", async () => {
    // Inside the repository, so node_modules resolves from the importer.
    const cache = path.join(import.meta.dirname, "../../.cache");
    mkdirSync(cache, { recursive: true });
    const local = mkdtempSync(path.join(cache, "plugin-test-"));
    try {
      const entry = path.join(local, "entry.js");
      writeFileSync(entry, 'import css from "leaflet/dist/leaflet.css?inline";\nexport default css;\n');
      const build = await rollup({
        input: entry,
        external: (id) => !id.includes("?") && id.startsWith("leaflet"),
        plugins: [inlineCss({ minify: true })],
      });
      const { output } = await build.generate({ format: "es" });
      await build.close();
      expect(output[0].code).toContain(".leaflet-pane");
      expect(output[0].code).toContain(".leaflet-popup-content"); // the cabinet groups' list uses popups
      expect(output[0].code).not.toContain(".leaflet-control-layers");
      expect(output[0].code).not.toMatch(/from\s*["']leaflet/);
    } finally {
      rmSync(local, { recursive: true, force: true });
    }
  });
});

describe("workerUrl", () => {
  fixture("helper.js", "export const double = (n) => n * 2;\n");
  fixture(
    "echo.worker.js",
    'import { double } from "./helper.js";\nself.onmessage = (e) => self.postMessage(double(e.data));\n',
  );
  const entry = fixture("worker-entry.js", 'import url from "./echo.worker.js?worker-url";\nexport default url;\n');

  async function build(minify: boolean) {
    const result = await rollup({ input: entry, plugins: [workerUrl({ minify })] });
    const { output } = await result.generate({ format: "es", assetFileNames: "[name]-[hash][extname]" });
    await result.close();
    return output;
  }

  it("emits the worker, bundled with its imports, as a file beside the module (no blob: URL)", async () => {
    const output = await build(false);
    const worker = output.find((file) => file.type === "asset" && file.fileName.startsWith("echo.worker-"));
    expect(worker?.fileName).toMatch(/^echo\.worker-[\w-]+\.js$/);
    const code = output[0].code;
    expect(code).toContain(`new URL('${worker?.fileName}', import.meta.url).href`);
    expect(code).not.toContain("createObjectURL");
    const source = worker?.type === "asset" ? String(worker.source) : "";
    expect(source).toContain("n * 2");
    expect(source).not.toMatch(/from\s+["']\.\/helper/);
  });

  it("emits code that runs", async () => {
    const output = await build(true);
    const worker = output.find((file) => file.type === "asset");
    const posted: unknown[] = [];
    const self: { onmessage?: (event: { data: number }) => void; postMessage: (value: unknown) => void } = {
      postMessage: (value) => posted.push(value),
    };
    new Function("self", worker?.type === "asset" ? String(worker.source) : "")(self);
    self.onmessage?.({ data: 21 });
    expect(posted).toEqual([42]);
  });

  it("is null where nothing is emitted (unit tests)", async () => {
    const result = await rollup({ input: entry, plugins: [workerUrl({ emit: false })] });
    const { output } = await result.generate({ format: "es" });
    await result.close();
    expect(output[0].code).toContain("null");
  });
});

describe("assetUrl", () => {
  const data = fixture("outlines.json", '{"type":"Topology","objects":{},"arcs":[]}\n');
  const entry = fixture("asset-entry.js", 'import url from "./outlines.json?asset-url";\nexport default url;\n');

  it("emits the file as-is beside the module and imports its URL, not its content", async () => {
    const result = await rollup({ input: entry, plugins: [assetUrl()] });
    const { output } = await result.generate({ format: "es", assetFileNames: "[name]-[hash][extname]" });
    await result.close();
    const asset = output.find((file) => file.type === "asset");
    expect(asset?.fileName).toMatch(/^outlines-[\w-]+\.json$/);
    expect(String(asset?.type === "asset" ? asset.source : "")).toBe(readFileSync(data, "utf8"));
    expect(output[0].code).toContain(`new URL('${asset?.fileName}', import.meta.url).href`);
    expect(output[0].code).not.toContain("Topology");
  });

  it("is null where nothing is emitted (unit tests)", async () => {
    const result = await rollup({ input: entry, plugins: [assetUrl({ emit: false })] });
    const { output } = await result.generate({ format: "es" });
    await result.close();
    expect(output.filter((file) => file.type === "asset")).toEqual([]);
    expect(output[0].code).toContain("null");
  });
});
