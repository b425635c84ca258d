import path from "node:path";
import { rollup, type Plugin } from "rollup";
import esbuild from "rollup-plugin-esbuild";
import { describe, expect, it } from "vitest";
import { root } from "./entries.mjs";
import { markPure, pureSchemas } from "./pure-schemas.mjs";

const ENTRY = "\0entry";

/** Bundles `code` (an entry importing the library's sources) as the builds do, zod external. */
async function bundle(code: string, plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: "entry",
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? code : null),
  };
  const build = await rollup({
    input: ENTRY,
    external: (id) => id === "zod" || id.startsWith("zod/"),
    plugins: [entry, esbuild({ target: "es2022" }), ...plugins],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: "es" });
  await build.close();
  return output[0].code;
}

describe("pureSchemas", () => {
  const shellCalls = JSON.stringify(path.join(root, "widgets/core/contract/shell-calls.ts"));
  const entry = `import * as shell from ${shellCalls};\nexport const used = shell.search;\n`;

  it("lets a bundle drop the contract calls and schemas it does not use", async () => {
    const plain = await bundle(entry, []);
    const pure = await bundle(entry, [pureSchemas({ root })]);
    // Without the marks every call of the document stays; with them only the one used.
    expect(plain).toContain("/api/cam_lists");
    expect(pure).not.toContain("/api/cam_lists");
    expect(pure).not.toContain("UserInfoSchema");
    expect(pure).toContain(`path: "/api/vms/search"`);
    expect(pure).toContain("SearchResponseSchema");
  });

  it("marks each top-level const's calls once per chain, and leaves statements and functions alone", () => {
    const code = [
      'import * as z from "zod/mini";',
      "z.config({});",
      "export const A = z.object({ a: z.string().check(z.maxLength(3)) });",
      "const B = new Map([[1, z.string()]]);",
      "let C = z.string();",
      "export const f = (x) => z.string().parse(x);",
    ].join("\n");
    const out = markPure(code, "/x.ts")?.code ?? "";
    expect(out).toContain("\nz.config({});");
    expect(out).toContain(
      "export const A = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(3)) });",
    );
    expect(out).toContain("const B = /* @__PURE__ */ new Map([[1, /* @__PURE__ */ z.string()]]);");
    expect(out).toContain("let C = z.string();");
    expect(out).toContain("export const f = (x) => z.string().parse(x);");
    expect(markPure("z.config({});", "/x.ts")).toBeNull();
  });
});
