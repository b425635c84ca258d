/**
 * Writes custom-elements.json (Custom Elements Manifest, schema 1.0.0) into dist/ and the root,
 * from the `export const manifest = {...}` literal of each `widgets/<folder>/*.element.ts`
 * (type: widgets/ui/element/manifest.ts). The literal is read from the source, not run, so element
 * files never execute in Node.
 *
 *   node --import tsx scripts/generate-manifest.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { ElementManifest } from "../widgets/ui/element/manifest";
import { elementFiles, root } from "./build/entries.mjs";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Evaluates a literal expression (no identifiers, calls or spreads). */
export function literalValue(node: ts.Expression, where: string): Json {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalValue(node.expression, where);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, where));
  if (ts.isObjectLiteralExpression(node)) {
    const result: Record<string, Json> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || ts.isComputedPropertyName(property.name)) {
        throw new Error(`${where}: manifest properties must be plain "key: value" pairs`);
      }
      result[property.name.text] = literalValue(property.initializer, where);
    }
    return result;
  }
  throw new Error(`${where}: manifest must be a plain literal; found ${ts.SyntaxKind[node.kind]}`);
}

/** Finds `export const manifest = ...` in a source text; undefined when there is none. */
export function readManifest(source: string, file: string): ElementManifest | undefined {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === "manifest" && declaration.initializer) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(declaration.getStart());
        return validate(literalValue(declaration.initializer, `${file}:${line + 1}`), file);
      }
    }
  }
  return undefined;
}

function validate(value: Json, file: string): ElementManifest {
  const object = value as Partial<Record<keyof ElementManifest, unknown>>;
  const problems: string[] = [];
  if (typeof object.tag !== "string" || !/^vms-[a-z0-9-]+$/.test(object.tag)) problems.push("tag must be vms-<name>");
  if (typeof object.description !== "string") problems.push("description must be a string");
  for (const key of ["attributes", "events", "cssParts", "cssProperties"] as const) {
    if (!Array.isArray(object[key])) problems.push(`${key} must be an array`);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
  return value as unknown as ElementManifest;
}

const className = (tag: string) =>
  tag
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("") + "Element";

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** One Custom Elements Manifest module for one element file. */
export function toModule(file: string, manifest: ElementManifest): Record<string, unknown> {
  const name = className(manifest.tag);
  return {
    kind: "javascript-module",
    path: file,
    declarations: [
      {
        kind: "class",
        customElement: true,
        name,
        tagName: manifest.tag,
        description: manifest.description,
        attributes: manifest.attributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          fieldName: attribute.fieldName ?? camel(attribute.name),
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
        })),
        members: [
          ...manifest.attributes.map((attribute) => ({
            kind: "field",
            name: attribute.fieldName ?? camel(attribute.name),
            type: { text: attribute.type },
            description: attribute.description,
            attribute: attribute.name,
          })),
          ...(manifest.properties ?? []).map((property) => ({
            kind: "field",
            name: property.name,
            type: { text: property.type },
            description: property.description,
          })),
        ],
        events: manifest.events.map((event) => ({
          name: event.name,
          type: { text: event.detail ? `CustomEvent<${event.detail}>` : "CustomEvent" },
          description: event.description,
        })),
        cssParts: manifest.cssParts,
        cssProperties: manifest.cssProperties,
        slots: manifest.slots ?? [],
      },
    ],
    exports: [
      { kind: "js", name, declaration: { name, module: file } },
      { kind: "custom-element-definition", name: manifest.tag, declaration: { name, module: file } },
    ],
  };
}

export function generate(files: string[]): { schemaVersion: string; readme: string; modules: unknown[] } {
  const modules: unknown[] = [];
  const tags = new Set<string>();
  for (const file of files) {
    const manifest = readManifest(readFileSync(path.join(root, file), "utf8"), file);
    if (!manifest) {
      console.warn(`[manifest] ${file} exports no manifest; its element is missing from custom-elements.json`);
      continue;
    }
    if (tags.has(manifest.tag)) throw new Error(`${file}: tag ${manifest.tag} is declared twice`);
    tags.add(manifest.tag);
    modules.push(toModule(file, manifest));
  }
  return { schemaVersion: "1.0.0", readme: "README.md", modules };
}

function main(): void {
  const result = generate(elementFiles());
  const text = `${JSON.stringify(result, null, 2)}\n`;
  mkdirSync(path.join(root, "dist"), { recursive: true });
  writeFileSync(path.join(root, "dist/custom-elements.json"), text);
  writeFileSync(path.join(root, "custom-elements.json"), text);
  console.log(`[manifest] custom-elements.json: ${result.modules.length} element(s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
