import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCoverage, exportedFunctions, queryModules } from "./query-coverage.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("the scale step's rule: every exported query function runs on PostgreSQL", () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vms-query-coverage-test-"));
    file = path.join(dir, "things.queries.ts");
    writeFileSync(
      file,
      `import type { QueryDb } from "../db/query-layer";
export async function listThings(db: QueryDb) { return db; }
export const countThings = async (db: QueryDb) => db;
async function helper() {}
export function createThingQueries(db: QueryDb) {
  const inner = () => db;
  return {
    byId: (id: number) => id,
    async byName(name: string) { return name; },
    size: 3,
  };
}
export type Thing = { id: number };
export const LIMIT = 5;
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a module's exported functions, and those of the query objects they return", () => {
    expect(exportedFunctions(file).sort()).toEqual(
      ["byId", "byName", "countThings", "createThingQueries", "listThings"].sort(),
    );
  });

  it("names each exported function no record ran, and none once one did", () => {
    const partial = checkCoverage(
      [{ testFile: "a.test.ts", ran: { [file]: ["listThings", "createThingQueries", "byId", "helper"] } }],
      [file],
      {},
    );
    const key = (name: string) => `${path.relative(root, file)}#${name}`;
    expect(partial.missing).toEqual([key("countThings"), key("byName")]);
    expect(partial.functions).toBe(5);
    const whole = checkCoverage(
      [
        { testFile: "a.test.ts", ran: { [file]: ["listThings", "createThingQueries", "byId"] } },
        { testFile: "b.test.ts", ran: { [file]: ["countThings", "byName"] } },
      ],
      [file],
      {},
    );
    expect(whole.missing).toEqual([]);
  });

  it("takes a function listed as run by no test out of the missing, and says when it runs after all", () => {
    const key = (name: string) => `${path.relative(root, file)}#${name}`;
    const exempt = { [key("countThings")]: "no test counts things" };
    const ran = { [file]: ["listThings", "createThingQueries", "byId", "byName"] };
    const listed = checkCoverage([{ testFile: "a.test.ts", ran }], [file], exempt);
    expect(listed.missing).toEqual([]);
    expect(listed.listedButRan).toEqual([]);
    const stale = checkCoverage(
      [{ testFile: "a.test.ts", ran: { [file]: [...(ran[file] ?? []), "countThings"] } }],
      [file],
      exempt,
    );
    expect(stale.listedButRan).toEqual([key("countThings")]);
  });

  it("checks every *.queries.ts module of the server but the tests' own helpers", () => {
    const modules = queryModules().map((m) => path.relative(root, m));
    expect(modules).toContain("reference-app/server/auth/auth.queries.ts");
    expect(modules).toContain("reference-app/server/seed/seed.queries.ts");
    expect(modules.some((m) => m.startsWith("reference-app/server/testing/"))).toBe(false);
    for (const m of queryModules()) expect(exportedFunctions(m).length, m).toBeGreaterThan(0);
  });
});
