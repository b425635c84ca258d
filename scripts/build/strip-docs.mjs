// Developer documentation in the sources (what a prop, event, part, slot, CSS property or API call
// is for) is read by the generators (docs/widgets, custom-elements.json, docs/api) straight from the
// sources; no widget reads it at runtime. `stripDocs()` blanks it in the bundles (library, CDN,
// portal), so users do not download it.
//
// It is structural: only the text given to the declaration helpers is blanked, found through their
// imports (a local `prop` or `call` elsewhere is left alone):
// - `core/element/spec`: `defineSpec({ description, parts, slots, cssProperties })`,
//   `prop(schema, description)`, `event(detail, description)`, `parts({ name: description })`,
//   `descriptions({ name: description })`,
//   `cssProperties({ "--vms-x": { description } })`;
// - `core/contract/contract-call`: `call({ summary, description })`.
// Text is blanked only where it is a literal (a string, a template without expressions, or a `+` of
// those); anything else is left as it is. `scripts/build/strip-docs.test.ts` checks that no text of
// any spec, token or contract call is left in any transformed module.
import path from "node:path";
import MagicString from "magic-string";
import { parseAst } from "rollup/parseAst";

const SPEC_MODULE = "widgets/core/element/spec";
const CONTRACT_MODULE = "widgets/core/contract/contract-call";

/** For each helper: what of its arguments is documentation. */
const SPEC_HELPERS = {
  defineSpec: (args, blank) => specInput(args[0], blank),
  prop: (args, blank) => blank(args[1]),
  event: (args, blank) => blank(args[1]),
  parts: (args, blank) => eachValue(args[0], blank),
  descriptions: (args, blank) => eachValue(args[0], blank),
  cssProperties: (args, blank) => eachValue(args[0], (entry) => field(entry, "description", blank)),
};
const CONTRACT_HELPERS = {
  call: (args, blank, drop) => {
    field(args[0], "summary", blank);
    field(args[0], "description", blank);
    // What a call takes is parsed by the server; the client reads only method, path and response.
    if (drop && args[0]?.type === "ObjectExpression")
      for (const property of args[0].properties)
        if (property.type === "Property" && REQUEST_SCHEMAS.includes(keyName(property))) drop(property);
  },
};
/** The request schemas of a contract call (`requestSchemas: true` drops them). */
const REQUEST_SCHEMAS = ["params", "query", "body"];

function specInput(node, blank) {
  field(node, "description", blank);
  field(node, "parts", (parts) => eachValue(parts, blank));
  field(node, "slots", (slots) => eachValue(slots, blank));
  field(node, "cssProperties", (properties) => eachValue(properties, (entry) => field(entry, "description", blank)));
}

const keyName = (property) =>
  property.computed ? null : property.key.type === "Identifier" ? property.key.name : property.key.value;

/** Calls `visit` with the value of property `name` of an object literal. */
function field(node, name, visit) {
  if (node?.type !== "ObjectExpression") return;
  for (const property of node.properties)
    if (property.type === "Property" && keyName(property) === name) visit(property.value);
}

/** Calls `visit` with every property value of an object literal (spreads are declared elsewhere). */
function eachValue(node, visit) {
  if (node?.type !== "ObjectExpression") return;
  for (const property of node.properties) if (property.type === "Property") visit(property.value);
}

/** A string known when the module is written: a literal, a template without expressions, a `+` of those. */
function isLiteralText(node) {
  if (!node) return false;
  if (node.type === "Literal") return typeof node.value === "string";
  if (node.type === "TemplateLiteral") return node.expressions.length === 0;
  if (node.type === "BinaryExpression")
    return node.operator === "+" && isLiteralText(node.left) && isLiteralText(node.right);
  return false;
}

function walk(node, visit) {
  if (!node || typeof node.type !== "string") return;
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === "object" && typeof value.type === "string") walk(value, visit);
  }
}

/** Local names of the helpers module `file` imports from the spec and contract modules. */
function importedHelpers(program, file, root) {
  const helpers = new Map();
  const here = path.relative(root, file).split(path.sep).join("/");
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || !statement.source.value.startsWith(".")) continue;
    const target = path.posix.join(path.posix.dirname(here), statement.source.value).replace(/\.[cm]?[jt]sx?$/, "");
    const table = target === SPEC_MODULE ? SPEC_HELPERS : target === CONTRACT_MODULE ? CONTRACT_HELPERS : null;
    if (!table) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier") continue;
      const name = specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      if (Object.hasOwn(table, name)) helpers.set(specifier.local.name, table[name]);
    }
  }
  return helpers;
}

/**
 * Blanks the documentation text of module `file` (JavaScript, after TypeScript is stripped); with
 * `requestSchemas`, also replaces the request schemas of contract calls (`params`, `query`, `body`)
 * by `void 0`, so the schema kinds only they use (zod's pipe and transform of path ids, the
 * discriminated union of a PTZ command) leave the bundle. Answers null when there is none, else
 * the new code and its source map.
 */
export function stripDocText(code, file, root, { requestSchemas = false } = {}) {
  if (!/\bfrom\s*["'][./]+(?:[\w-]+\/)*(?:spec|contract-call)(?:\.[jt]s)?["']/.test(code)) return null;
  const program = parseAst(code);
  const helpers = importedHelpers(program, file, root);
  if (helpers.size === 0) return null;
  const out = new MagicString(code);
  let changed = false;
  const blank = (node) => {
    if (!isLiteralText(node) || (node.type === "Literal" && node.value === "")) return;
    out.overwrite(node.start, node.end, '""');
    changed = true;
  };
  const drop = requestSchemas
    ? (property) => {
        // The whole property, so a shorthand `{ params }` becomes `params: void 0` too.
        out.overwrite(property.start, property.end, `${JSON.stringify(keyName(property))}: void 0`);
        changed = true;
      }
    : null;
  walk(program, (node) => {
    if (node.type !== "CallExpression" || node.callee.type !== "Identifier") return;
    helpers.get(node.callee.name)?.(node.arguments, blank, drop);
  });
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: file }) } : null;
}

/**
 * The Rollup plugin: after TypeScript is stripped (place it after the esbuild plugin).
 * `requestSchemas: true` only for a bundle that exports no contract (the partner camera entry).
 */
export function stripDocs({ root, requestSchemas = false }) {
  const widgets = path.join(root, "widgets") + path.sep;
  return {
    name: "vms-strip-docs",
    transform(code, id) {
      if (!id.startsWith(widgets) || !/\.tsx?$/.test(id)) return null;
      return stripDocText(code, id, root, { requestSchemas });
    },
  };
}
