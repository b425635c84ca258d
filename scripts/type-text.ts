/**
 * TypeScript text of a zod schema, for the docs and custom-elements.json: through
 * `z.toJSONSchema`, then JSON Schema → a readable TypeScript type (`"a" | "b"`, `{ id: number;
 * name?: string }`, `T[]`). `.default()` and `.optional()` around the type are left out (the docs
 * show the default in its own column).
 */
import * as z from "zod";
import { unwrap, type Schema } from "../widgets/core/element/spec";

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
};

const union = (parts: string[]) => [...new Set(parts)].join(" | ");
const wrap = (text: string) => (text.includes(" | ") ? `(${text})` : text);

function fromJsonSchema(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return union(options.map(fromJsonSchema));
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => fromJsonSchema({ ...schema, type })));
  switch (schema.type) {
    case "string":
    case "boolean":
    case "null":
      return schema.type;
    case "number":
    case "integer":
      return "number";
    case "array":
      return `${wrap(schema.items ? fromJsonSchema(schema.items) : "unknown")}[]`;
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        const values = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
        return `Record<string, ${values ? fromJsonSchema(values) : "unknown"}>`;
      }
      const required = new Set(schema.required ?? []);
      const fields = properties.map(
        ([key, value]) => `${key}${required.has(key) ? "" : "?"}: ${fromJsonSchema(value)}`,
      );
      return `{ ${fields.join("; ")} }`;
    }
    default:
      return "unknown";
  }
}

/** The TypeScript text of `schema` (its type under `.default()`/`.optional()`). */
export function typeText(schema: Schema): string {
  const json = z.toJSONSchema(unwrap(schema) as z.ZodType, { unrepresentable: "any", io: "output" });
  return fromJsonSchema(json as JsonSchema);
}
