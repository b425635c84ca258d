// The rule that picks the server test files the `scale` step runs on PostgreSQL: every exported
// function of the server's `*.queries.ts` modules (and each function of the query objects they
// return, e.g. createHistoryQueries) runs at least once on PostgreSQL during the step. The step's
// vitest runs record, per test file, which functions of those modules ran (V8's function coverage,
// reference-app/server/testing/query-coverage.ts); this module reads those records and names what
// did not run. A new query function tested by SQLite-only files fails the step until one of its
// tests joins the PostgreSQL list (scripts/postgres/scale.mjs).
//
//   node scripts/postgres/query-coverage.mjs <records dir>            what did not run, and exit 1 if any
//   node scripts/postgres/query-coverage.mjs <records dir> --by-file  also which functions each test file alone ran
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(root, "reference-app/server");
/**
 * Query functions no test runs on either engine, and why: printed on every run, so the gap stays in
 * sight; a test that runs one should take it off this list (the check fails while it is listed and runs).
 */
export const RUN_BY_NO_TEST = {};
/** Test helpers (database copies for the tests), not the server's queries. */
const NOT_SERVER_QUERIES = new Set(["testing"]);

/** The server's `*.queries.ts` files, absolute. */
export function queryModules() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === SERVER && NOT_SERVER_QUERIES.has(entry.name))) walk(full);
      } else if (entry.name.endsWith(".queries.ts")) found.push(full);
    }
  };
  walk(SERVER);
  return found.sort();
}

const isExported = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const isFunctionValue = (node) => node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** Function-valued properties of the object literals a function body returns (a query object). */
function returnedFunctions(body) {
  const names = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node !== body.parent) return; // not inner functions' returns
    if (ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(node.expression)) {
      for (const property of node.expression.properties) {
        if (ts.isMethodDeclaration(property) && ts.isIdentifier(property.name)) names.push(property.name.text);
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          isFunctionValue(property.initializer)
        )
          names.push(property.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return names;
}

/** The exported functions of a queries module (and the functions of the objects they return). */
export function exportedFunctions(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      names.push(statement.name.text);
      if (statement.body) names.push(...returnedFunctions(statement.body));
    }
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && isFunctionValue(declaration.initializer)) {
          names.push(declaration.name.text);
          const body = declaration.initializer.body;
          if (ts.isBlock(body)) names.push(...returnedFunctions(body));
        }
  }
  return [...new Set(names)];
}

/** The records of a run: [{ testFile, ran: { [queries file]: names } }]. */
export function readRecords(dir) {
  let entries = [];
  try {
    entries = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return entries.map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")));
}

/**
 * What the records say: `missing` (exported functions that ran in no test file), `modules` (how
 * many modules and functions were checked) and `ranBy` (queries file#function → test files).
 */
export function checkCoverage(records, modules = queryModules(), exempt = RUN_BY_NO_TEST) {
  const ranBy = new Map();
  for (const { testFile, ran } of records)
    for (const [file, names] of Object.entries(ran))
      for (const name of names) {
        const key = `${path.relative(root, file)}#${name}`;
        ranBy.set(key, [...(ranBy.get(key) ?? []), path.relative(root, testFile)]);
      }
  const missing = [];
  /** Listed in RUN_BY_NO_TEST, yet ran: the list is out of date. */
  const listedButRan = [];
  let functions = 0;
  for (const file of modules)
    for (const name of exportedFunctions(file)) {
      functions += 1;
      const key = `${path.relative(root, file)}#${name}`;
      if (key in exempt) {
        if (ranBy.has(key)) listedButRan.push(key);
      } else if (!ranBy.has(key)) missing.push(key);
    }
  return { missing, listedButRan, modules: modules.length, functions, ranBy };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: query-coverage.mjs <records dir> [--by-file]");
    process.exit(2);
  }
  const records = readRecords(dir);
  const { missing, listedButRan, modules, functions, ranBy } = checkCoverage(records);
  if (flags.includes("--by-file")) {
    const alone = new Map();
    for (const [key, files] of ranBy)
      if (files.length === 1) alone.set(files[0], [...(alone.get(files[0]) ?? []), key]);
    for (const [file, keys] of [...alone].sort()) console.log(`${file}: alone runs ${keys.length}: ${keys.join(", ")}`);
  }
  console.log(
    `[scale] query functions run on PostgreSQL: ${functions - missing.length - Object.keys(RUN_BY_NO_TEST).length + listedButRan.length} of ${functions} in ${modules} *.queries.ts modules (${records.length} test files recorded)`,
  );
  for (const key of missing) console.log(`[scale]   not run on PostgreSQL: ${key}`);
  for (const key of listedButRan) console.log(`[scale]   runs now: take it off RUN_BY_NO_TEST: ${key}`);
  process.exit(missing.length === 0 && listedButRan.length === 0 ? 0 : 1);
}
