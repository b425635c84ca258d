import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assembleDocs, rewriteLinks, sitePath } from "./assemble.mjs";

describe("sitePath", () => {
  it.each([
    ["README.md", "index.md"],
    ["guides/README.md", "guides/index.md"],
    ["widgets/vms-unit-map.md", "widgets/vms-unit-map/index.md"],
    ["widgets/README.md", "widgets/index.md"],
    ["guides/theming.md", "guides/theming.md"],
    ["../CHANGELOG.md", "changelog.md"],
  ])("%s → %s", (file, site) => {
    expect(sitePath(file)).toBe(site);
  });
});

describe("rewriteLinks", () => {
  const known = new Set([
    "README.md",
    "getting-started/README.md",
    "getting-started/react.md",
    "widgets/vms-camera.md",
    "api/openapi.json",
    "examples/plain-html.html",
  ]);
  const exists = (file: string) => known.has(file) || file === "../CHANGELOG.md";

  it("points links between pages at the pages' new places, keeping the anchor", () => {
    const page = "See [react](../getting-started/react.md#cross-origin) and [home](../getting-started/README.md).";
    expect(rewriteLinks(page, "widgets/vms-camera.md", exists)).toBe(
      "See [react](../../getting-started/react.md#cross-origin) and [home](../../getting-started/index.md).",
    );
    expect(rewriteLinks("[camera](widgets/vms-camera.md)", "README.md", exists)).toBe(
      "[camera](./widgets/vms-camera/index.md)",
    );
  });

  it("keeps served files and absolute links, and turns source links into their text", () => {
    const page =
      "[api](api/openapi.json) [ex](examples/plain-html.html) [web](https://example.com/x.md) [top](#top) [src](../widgets/core/x.ts) [log](../CHANGELOG.md)";
    expect(rewriteLinks(page, "README.md", exists)).toBe(
      "[api](./api/openapi.json) [ex](./examples/plain-html.html) [web](https://example.com/x.md) [top](#top) src [log](./changelog.md)",
    );
  });

  it("reads the changelog's links from the repository's root", () => {
    expect(rewriteLinks("[react](docs/getting-started/react.md)", "../CHANGELOG.md", exists)).toBe(
      "[react](./getting-started/react.md)",
    );
  });
});

describe("assembleDocs", () => {
  it("writes the pages at their site paths and the examples as files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vms-docs-"));
    const docs = path.join(dir, "docs");
    mkdirSync(path.join(docs, "widgets"), { recursive: true });
    mkdirSync(path.join(docs, "examples/widgets"), { recursive: true });
    writeFileSync(path.join(docs, "README.md"), "[w](widgets/vms-camera.md)\n");
    writeFileSync(path.join(docs, "widgets/vms-camera.md"), "[home](../README.md)\n");
    writeFileSync(path.join(docs, "examples/widgets/vms-camera.html"), "<vms-camera></vms-camera>\n");
    writeFileSync(path.join(dir, "CHANGELOG.md"), "# Changelog\n");
    const out = path.join(dir, "site");
    const pages = assembleDocs(docs, out);
    expect(pages.sort()).toEqual(["changelog.md", "index.md", "widgets/vms-camera/index.md"]);
    expect(readFileSync(path.join(out, "widgets/vms-camera/index.md"), "utf8")).toBe("[home](../../index.md)\n");
    expect(existsSync(path.join(out, "public/examples/widgets/vms-camera.html"))).toBe(true);
  });
});
