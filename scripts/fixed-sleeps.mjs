// Finds fixed sleeps over MAX_SLEEP_MS in test code (issue 19: tests wait for observable state,
// never for time). A fixed sleep is:
//   - `x.waitForTimeout(ms)` (Playwright);
//   - `setTimeout(resolve, ms)`: the callback a bare name or an arrow that only calls a function
//     with no arguments (`new Promise((r) => setTimeout(r, ms))`, `setTimeout(() => done(), ms)`);
//     a timer that does work or rejects (a deadline, `() => reject(new Error(…))`) is not a sleep;
//   - `setTimeout(ms)` from node:timers/promises, and `sleep(ms)`, `delay(ms)`, `wait(ms)`, `pause(ms)`.
// A delay is over the limit when a number in its expression is, following names to their
// `const` in the same file (`const IDLE_MS = 1500`, `seconds * 1000`, `x ?? 4000`).
// Run: node scripts/fixed-sleeps.mjs [dir] (default tests/); the unit tier runs fixed-sleeps.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const MAX_SLEEP_MS = 200;

const SLEEP_NAMES = new Set(["sleep", "delay", "wait", "pause"]);
const EXTENSIONS = /\.(m?js|ts|tsx|cjs)$/;

/** Every `const NAME = expression` of the file (any scope; later ones win, which is rare enough). */
function constants(source) {
  const found = new Map();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    )
      found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The largest number in an expression, following `const` names (and guarding against cycles). */
function largestNumber(node, consts, seen = new Set()) {
  let largest = -Infinity;
  const visit = (child) => {
    if (ts.isNumericLiteral(child)) largest = Math.max(largest, Number(child.text.replace(/_/g, "")));
    else if (ts.isIdentifier(child) && consts.has(child.text) && !seen.has(child.text)) {
      seen.add(child.text);
      largest = Math.max(largest, largestNumber(consts.get(child.text), consts, seen));
    } else if (ts.isPropertyAccessExpression(child)) visit(child.expression);
    else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  visit(node);
  return largest;
}

/** True when a setTimeout callback only ends a wait: `resolve`, `() => resolve()`, `() => { r(); }`. */
function onlyResolves(callback) {
  if (ts.isIdentifier(callback)) return true;
  if (!ts.isArrowFunction(callback) && !ts.isFunctionExpression(callback)) return false;
  let body = callback.body;
  if (ts.isBlock(body)) {
    if (body.statements.length !== 1 || !ts.isExpressionStatement(body.statements[0])) return false;
    body = body.statements[0].expression;
  }
  return ts.isCallExpression(body) && body.arguments.length === 0 && ts.isIdentifier(body.expression);
}

/** The delay argument of a call that is a fixed sleep, or null. */
function sleepDelay(call) {
  const callee = call.expression;
  const [first, second] = call.arguments;
  if (ts.isPropertyAccessExpression(callee)) {
    if (callee.name.text === "waitForTimeout") return first ?? null;
    return null; // test.setTimeout(…), window.setTimeout(…) in a page: not sleeps (the latter is rare)
  }
  if (!ts.isIdentifier(callee)) return null;
  if (callee.text === "setTimeout") {
    if (!first) return null;
    if (!second) return ts.isFunctionLike(first) ? null : first; // timers/promises setTimeout(ms)
    return onlyResolves(first) ? second : null;
  }
  if (SLEEP_NAMES.has(callee.text) && first && !ts.isFunctionLike(first)) return first;
  return null;
}

/** The fixed sleeps over `limit` in one file's text: `{ line, text, ms }`. */
export function findFixedSleeps(text, fileName = "file.ts", limit = MAX_SLEEP_MS) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = constants(source);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const delay = sleepDelay(node);
      if (delay) {
        const ms = largestNumber(delay, consts);
        if (ms > limit) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({ line: line + 1, text: node.getText(source).split("\n")[0], ms });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every test file under `dir` (node_modules skipped). */
export function testFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...testFiles(full));
    else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

/** `file:line ms text` for every fixed sleep over the limit under `dir`. */
export function scanDir(dir, limit = MAX_SLEEP_MS) {
  return testFiles(dir).flatMap((file) =>
    findFixedSleeps(readFileSync(file, "utf8"), file, limit).map(
      ({ line, text, ms }) => `${path.relative(process.cwd(), file)}:${line} (${ms} ms) ${text}`,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = scanDir(path.resolve(process.argv[2] ?? "tests"));
  for (const line of found) console.log(line);
  console.log(`${found.length} fixed sleep(s) over ${MAX_SLEEP_MS} ms`);
  process.exit(found.length > 0 ? 1 : 0);
}
