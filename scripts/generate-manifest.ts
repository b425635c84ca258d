/**
 * Writes custom-elements.json (Custom Elements Manifest, schema 1.0.0) into dist/ and the root,
 * from each widget's spec (`widgets/<folder>/<folder>.spec.ts`, pure data, imported here) and the
 * shared tokens its code uses.
 *
 *   node --import tsx scripts/generate-manifest.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EventSpec } from "../widgets/core/element/spec";
import { defaultValue } from "../widgets/core/element/spec";
import { root } from "./build/entries.mjs";
import { vscodeCustomData, webTypes, type Manifest } from "./editor-data";
import { typeText } from "./type-text";
import { componentName, cssPropertiesOf, widgetSurfaces, type WidgetSurface } from "./widget-surface";

/** The text of a prop's default for the docs (undefined when it has none). */
export function defaultText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** `{ type, text }` of a prop: its declared text for functions, else from the schema. */
export function propType(prop: WidgetSurface["spec"]["resolvedProps"][number]): string {
  return prop.typeText ?? typeText(prop.schema);
}

export function detailType(event: EventSpec): string | undefined {
  return event.detail === null ? undefined : typeText(event.detail);
}

/** The class a widget's element file exports: `vms-unit-map` → `UnitMapElement`. */
export const elementClassName = (tag: string) => `${componentName(tag)}Element`;

/** One Custom Elements Manifest module for one widget. */
export function toModule(surface: WidgetSurface): Record<string, unknown> {
  const { spec, elementFile: file } = surface;
  const name = elementClassName(spec.tag);
  const attributes = spec.resolvedProps.filter((prop) => prop.attribute !== null);
  return {
    kind: "javascript-module",
    path: file,
    declarations: [
      {
        kind: "class",
        customElement: true,
        name,
        tagName: spec.tag,
        description: spec.description,
        attributes: attributes.map((prop) => ({
          name: prop.attribute,
          type: { text: propType(prop) },
          description: prop.description,
          fieldName: prop.name,
          ...(defaultText(defaultValue(prop.schema)) === undefined
            ? {}
            : { default: defaultText(defaultValue(prop.schema)) }),
        })),
        members: spec.resolvedProps.map((prop) => ({
          kind: "field",
          name: prop.name,
          type: { text: propType(prop) },
          description: prop.description,
          ...(prop.attribute === null ? {} : { attribute: prop.attribute, reflects: true }),
        })),
        events: Object.entries(spec.events as Record<string, EventSpec>).map(([eventName, event]) => ({
          name: eventName,
          type: { text: detailType(event) === undefined ? "CustomEvent<null>" : `CustomEvent<${detailType(event)}>` },
          description: event.cancelable ? `${event.description} (cancelable)` : event.description,
        })),
        cssParts: Object.entries(spec.parts).map(([part, description]) => ({ name: part, description })),
        cssProperties: cssPropertiesOf(surface).map(([property, { description, default: value }]) => ({
          name: property,
          description,
          ...(value === undefined ? {} : { default: value }),
        })),
        slots: Object.entries(spec.slots).map(([slot, description]) => ({ name: slot, description })),
      },
    ],
    exports: [
      { kind: "js", name, declaration: { name, module: file } },
      { kind: "custom-element-definition", name: spec.tag, declaration: { name, module: file } },
    ],
  };
}

export async function generate(): Promise<{ schemaVersion: string; readme: string; modules: unknown[] }> {
  const surfaces = await widgetSurfaces();
  return { schemaVersion: "1.0.0", readme: "README.md", modules: surfaces.map(toModule) };
}

async function main(): Promise<void> {
  const result = await generate();
  const text = `${JSON.stringify(result, null, 2)}\n`;
  mkdirSync(path.join(root, "dist"), { recursive: true });
  writeFileSync(path.join(root, "dist/custom-elements.json"), text);
  writeFileSync(path.join(root, "custom-elements.json"), text);
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name: string; version: string };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(path.join(root, "vscode.html-custom-data.json"), json(vscodeCustomData(result as Manifest)));
  writeFileSync(path.join(root, "web-types.json"), json(webTypes(result as Manifest, pkg)));
  console.log(
    `[manifest] custom-elements.json, vscode.html-custom-data.json, web-types.json: ${result.modules.length} element(s)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
