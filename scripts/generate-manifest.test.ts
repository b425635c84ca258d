import { describe, expect, it } from "vitest";
import * as z from "zod";
import { defineSpec, event, prop } from "../widgets/core/element/spec";
import { toModule } from "./generate-manifest";
import { typeText } from "./type-text";
import type { WidgetSurface } from "./widget-surface";

describe("typeText", () => {
  it.each([
    [z.string().default("x"), "string"],
    [z.number().int().optional(), "number"],
    [z.enum(["map", "stream"]).default("map"), '"map" | "stream"'],
    [z.object({ id: z.number(), name: z.string().optional() }), "{ id: number; name?: string }"],
    [z.array(z.union([z.literal(1), z.literal(2)])), "(1 | 2)[]"],
    [z.object({ at: z.object({ lat: z.number() }).nullable() }), "{ at: { lat: number } | null }"],
  ])("%# writes the TypeScript type", (schema, text) => {
    expect(typeText(schema)).toBe(text);
  });
});

describe("toModule", () => {
  const spec = defineSpec({
    tag: "vms-demo-widget",
    description: "A demo.",
    props: {
      unitId: prop(z.number().int().optional(), "The unit."),
      muted: prop(z.boolean().default(false), "Silences it."),
      format: prop(z.custom<(n: number) => string>((v) => typeof v === "function").optional(), "Formats.", {
        type: "(n: number) => string",
      }),
    },
    events: { "vms-demo-pick": event(z.object({ id: z.number() }), "Picked.", { cancelable: true }) },
    parts: { panel: "The panel." },
    cssProperties: { "--vms-demo-accent": { default: "#000", description: "Accent." } },
  });
  const surface: WidgetSurface = {
    dir: "demo-widget",
    specFile: "widgets/demo-widget/demo-widget.spec.ts",
    elementFile: "widgets/demo-widget/demo-widget.element.ts",
    spec,
    files: [],
    parts: new Set(["panel"]),
    cssProperties: new Set(["--vms-demo-accent", "--vms-color-text"]),
    events: new Set(["vms-demo-pick"]),
  };

  it("writes a Custom Elements Manifest module from the spec, with the shared tokens the widget reads", () => {
    const module = toModule(surface) as {
      declarations: {
        name: string;
        tagName: string;
        attributes: { name: string; fieldName: string; type: { text: string }; default?: string }[];
        members: { name: string; attribute?: string }[];
        events: { name: string; type: { text: string }; description: string }[];
        cssProperties: { name: string }[];
      }[];
      exports: { kind: string; name: string }[];
    };
    const [declaration] = module.declarations;
    expect(declaration?.name).toBe("DemoWidgetElement");
    expect(declaration?.tagName).toBe("vms-demo-widget");
    expect(declaration?.attributes).toEqual([
      { name: "unit-id", fieldName: "unitId", type: { text: "number" }, description: "The unit." },
      { name: "muted", fieldName: "muted", type: { text: "boolean" }, description: "Silences it.", default: "false" },
    ]);
    expect(declaration?.members.map((m) => [m.name, m.attribute])).toEqual([
      ["unitId", "unit-id"],
      ["muted", "muted"],
      ["format", undefined],
    ]);
    expect(declaration?.events[0]?.type.text).toBe("CustomEvent<{ id: number }>");
    expect(declaration?.events[0]?.description).toContain("cancelable");
    expect(declaration?.cssProperties.map((p) => p.name)).toEqual(["--vms-demo-accent", "--vms-color-text"]);
    expect(module.exports.map((entry) => entry.kind)).toEqual(["js", "custom-element-definition"]);
  });
});
