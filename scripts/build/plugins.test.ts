import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rollup } from "rollup";
import { afterAll, describe, expect, it } from "vitest";
import { inlineCss, minifyCss, workerUrl } from "./plugins.mjs";

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
      ":host{color : red}div :hover,a>b{x: 1}",
    );
  });
});

describe("inlineCss", () => {
  fixture("style.css", ":host {\n  display: block; /* note */\n}\n");
  const entry = fixture("css-entry.js", 'import css from "./style.css?inline";\nexport default css;\n');

  it("exports the file's text", async () => {
    expect(await bundle(entry, false)).toContain(JSON.stringify(":host {\n  display: block; /* note */\n}\n"));
  });

  it("minifies in production", async () => {
    expect(await bundle(entry, true)).toContain('":host{display: block}"');
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

  it("inlines the worker, bundled with its imports, as a blob URL", async () => {
    const code = await bundle(entry, false);
    expect(code).toContain("URL.createObjectURL(new Blob(");
    expect(code).toContain("n * 2");
    expect(code).not.toMatch(/from\s+["']\.\/helper/);
  });

  it("gives a URL whose code runs", async () => {
    const code = await bundle(entry, true);
    const source = code.match(/const code = (".*");/)?.[1];
    expect(source).toBeDefined();
    const posted: unknown[] = [];
    const self: { onmessage?: (event: { data: number }) => void; postMessage: (value: unknown) => void } = {
      postMessage: (value) => posted.push(value),
    };
    new Function("self", JSON.parse(source ?? '""') as string)(self);
    self.onmessage?.({ data: 21 });
    expect(posted).toEqual([42]);
  });
});
