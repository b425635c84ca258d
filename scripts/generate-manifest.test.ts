import { describe, expect, it } from "vitest";
import { readManifest, toModule } from "./generate-manifest";

const source = `
import { defineElement } from "../ui/element/define-element";
export const manifest = {
  tag: "vms-demo",
  description: "A demo.",
  attributes: [{ name: "unit-id", type: "string", description: "The unit." }],
  properties: [{ name: "onPick", type: "(id: number) => void", description: "Callback." }],
  events: [{ name: "vms-unit-select", description: "Chosen.", detail: "{ id: number }" }],
  cssParts: [{ name: "panel", description: "The panel." }],
  cssProperties: [{ name: "--vms-accent", description: "Accent.", default: "#000" }],
} satisfies ElementManifest;
defineElement("vms-demo", () => class extends HTMLElement {});
`;

describe("readManifest", () => {
  it("reads the literal without running the file", () => {
    const manifest = readManifest(source, "widgets/demo/demo.element.ts");
    expect(manifest?.tag).toBe("vms-demo");
    expect(manifest?.attributes[0]?.name).toBe("unit-id");
  });

  it("returns undefined when there is no manifest export", () => {
    expect(readManifest("const manifest = { tag: 'vms-x' };", "x.ts")).toBeUndefined();
  });

  it("rejects computed values with the file and line", () => {
    expect(() => readManifest('const d = "x";\nexport const manifest = { tag: d };', "a.element.ts")).toThrow(
      /a\.element\.ts:2: manifest must be a plain literal/,
    );
  });

  it("rejects a tag outside the vms- namespace", () => {
    expect(() =>
      readManifest(
        'export const manifest = { tag: "x-y", description: "", attributes: [], events: [], cssParts: [], cssProperties: [] };',
        "b.ts",
      ),
    ).toThrow(/tag must be vms-/);
  });
});

describe("toModule", () => {
  it("writes a Custom Elements Manifest module with a definition export", () => {
    const manifest = readManifest(source, "widgets/demo/demo.element.ts");
    if (!manifest) throw new Error("no manifest");
    const module = toModule("widgets/demo/demo.element.ts", manifest) as {
      declarations: {
        tagName: string;
        attributes: { fieldName: string }[];
        events: { type: { text: string } }[];
        members: unknown[];
      }[];
      exports: { kind: string; name: string }[];
    };
    const [declaration] = module.declarations;
    expect(declaration?.tagName).toBe("vms-demo");
    expect(declaration?.attributes[0]?.fieldName).toBe("unitId");
    expect(declaration?.events[0]?.type.text).toBe("CustomEvent<{ id: number }>");
    expect(declaration?.members).toHaveLength(2);
    expect(module.exports.map((entry) => entry.kind)).toEqual(["js", "custom-element-definition"]);
  });
});
