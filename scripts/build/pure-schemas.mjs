// The schema and contract modules (`widgets/core/schemas/`, `widgets/core/contract/`) are pure
// data: each top-level `const` builds a zod schema or a contract call and nothing else. Bundlers
// cannot know that a call into zod has no side effect, so an unused schema stayed in every bundle
// that imported its module. `pureSchemas()` marks the calls of those declarations
// `/* @__PURE__ */`: Rollup, esbuild and terser (ours and a user's) then drop what nothing uses.
// Statements (`z.config(…)`) and function bodies are left alone.
import path from "node:path";
import MagicString from "magic-string";
import { parseAst } from "rollup/parseAst";

const PURE = "/* @__PURE__ */ ";
const FOLDERS = ["widgets/core/schemas/", "widgets/core/contract/"];

function walk(node, visit) {
  if (!node || typeof node.type !== "string") return;
  // What runs later (a function's body) is not part of building the value.
  if (/Function/.test(node.type)) return;
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === "object" && typeof value.type === "string") walk(value, visit);
  }
}

/** Marks the calls of every top-level `const` of a module as pure; null when there is none. */
export function markPure(code, file) {
  const program = parseAst(code);
  const out = new MagicString(code);
  const marked = new Set();
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations)
      walk(declarator.init, (node) => {
        if (node.type !== "CallExpression" && node.type !== "NewExpression") return;
        // `a().b()`: both calls start here; one mark covers the chain.
        if (marked.has(node.start)) return;
        marked.add(node.start);
        out.appendLeft(node.start, PURE);
      });
  }
  if (marked.size === 0) return null;
  return { code: out.toString(), map: out.generateMap({ hires: true, source: file }) };
}

/** The Rollup plugin: after TypeScript is stripped (place it after the esbuild plugin). */
export function pureSchemas({ root }) {
  const folders = FOLDERS.map((folder) => path.join(root, folder));
  return {
    name: "vms-pure-schemas",
    transform(code, id) {
      if (!folders.some((folder) => id.startsWith(folder)) || !/\.ts$/.test(id) || /\.test\.ts$/.test(id)) return null;
      return markPure(code, id);
    },
  };
}
