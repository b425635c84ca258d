/**
 * Editor support generated from the Custom Elements Manifest (itself generated from the widget
 * specs): VS Code's HTML custom data (`vscode.html-custom-data.json`, version 1.1) and JetBrains'
 * `web-types.json` (schema 2.0). Both list every tag with its attributes (types, defaults, allowed
 * values, docs) and events; web-types also lists the properties, CSS parts and custom properties.
 */

/** The slice of a manifest class declaration that editors need. */
interface ManifestClass {
  tagName: string;
  description?: string;
  attributes?: { name: string; description?: string; type?: { text: string }; default?: string; fieldName?: string }[];
  members?: { kind: string; name: string; description?: string; type?: { text: string } }[];
  events?: { name: string; description?: string; type?: { text: string } }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
  slots?: { name: string; description?: string }[];
}

export interface Manifest {
  modules: { declarations?: (ManifestClass & { customElement?: boolean })[] }[];
}

/** The string literals of a union type text (`"a" | "b"`), or null when it is not only string literals. */
export function literalValues(typeText: string | undefined): string[] | null {
  if (!typeText) return null;
  const parts = typeText.split("|").map((part) => part.trim());
  const values = parts.filter((part) => part !== "undefined").map((part) => /^"([^"\\]*)"$/.exec(part)?.[1]);
  return values.length > 0 && values.every((value) => value !== undefined) ? (values as string[]) : null;
}

function elements(manifest: Manifest): ManifestClass[] {
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement && d.tagName);
}

const withDefault = (description: string | undefined, value: string | undefined) =>
  value === undefined ? (description ?? "") : `${description ?? ""} Default: \`${value}\`.`.trim();

/** VS Code's `html.customData` file (https://github.com/microsoft/vscode-custom-data). */
export function vscodeCustomData(manifest: Manifest) {
  return {
    version: 1.1,
    tags: elements(manifest).map((element) => ({
      name: element.tagName,
      description: element.description ?? "",
      attributes: (element.attributes ?? []).map((attribute) => {
        const type = attribute.type?.text;
        const values = literalValues(type);
        return {
          name: attribute.name,
          description: withDefault(`${attribute.description ?? ""}${type ? ` (\`${type}\`)` : ""}`, attribute.default),
          ...(type === "boolean" ? { valueSet: "v" } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains' web-types (https://github.com/JetBrains/web-types), schema version 2. */
export function webTypes(manifest: Manifest, { name, version }: { name: string; version: string }) {
  return {
    $schema: "https://json.schemastore.org/web-types",
    name,
    version,
    "description-markup": "markdown",
    "js-types-syntax": "typescript",
    contributions: {
      html: {
        elements: elements(manifest).map((element) => ({
          name: element.tagName,
          description: element.description ?? "",
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description ?? "",
            ...(attribute.default === undefined ? {} : { default: attribute.default }),
            value: {
              type: attribute.type?.text ?? "string",
              required: false,
              ...(attribute.type?.text === "boolean" ? { kind: "no-value" } : { kind: "plain" }),
            },
          })),
          events: (element.events ?? []).map((event) => ({
            name: event.name,
            description: event.description ?? "",
            ...(event.type ? { arguments: [{ name: "event", type: event.type.text }] } : {}),
          })),
          slots: (element.slots ?? []).map((slot) => ({ name: slot.name, description: slot.description ?? "" })),
          js: {
            properties: (element.members ?? [])
              .filter((member) => member.kind === "field")
              .map((member) => ({
                name: member.name,
                description: member.description ?? "",
                ...(member.type ? { type: member.type.text } : {}),
              })),
            events: (element.events ?? []).map((event) => ({
              name: event.name,
              description: event.description ?? "",
            })),
          },
        })),
      },
      css: {
        parts: elements(manifest).flatMap((element) =>
          (element.cssParts ?? []).map((part) => ({
            name: part.name,
            description: `${element.tagName}: ${part.description ?? ""}`,
          })),
        ),
        properties: [
          ...new Map(
            elements(manifest)
              .flatMap((element) => element.cssProperties ?? [])
              .map((property) => [property.name, property] as const),
          ).values(),
        ].map((property) => ({
          name: property.name,
          description: withDefault(property.description, property.default),
        })),
      },
    },
  };
}
