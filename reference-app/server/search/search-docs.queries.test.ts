// rebuildSearchDocs (both engines) writes the documents the SQLite seed writes, and the FTS5
// indexes find them after it.
import BetterSqlite3 from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteQueryDb, type QueryDb } from "../db/query-layer";
import { ensureSeededDatabase, SEEDED_FILE } from "../testing/seeded-database";
import { rebuildSearchDocs } from "./search-docs.queries";
import { matchingRowids } from "./search.queries";

let dir: string;
let file: BetterSqlite3.Database;
let db: QueryDb;
beforeAll(() => {
  ensureSeededDatabase();
  dir = mkdtempSync(join(tmpdir(), "search-docs-"));
  copyFileSync(SEEDED_FILE, join(dir, "vms.sqlite"));
  file = new BetterSqlite3(join(dir, "vms.sqlite"));
  db = sqliteQueryDb(file);
});
afterAll(() => {
  file.close();
  rmSync(dir, { recursive: true, force: true });
});

const COLUMNS = `kind, entity_id, client_id, region_id, name, client_name, location_name, location_street, location_city,
  location_state, location_zip, serial, source`;
const byEntity = () => file.prepare(`SELECT ${COLUMNS} FROM search_docs ORDER BY kind, entity_id`).all();
const entitiesOf = (rowids: number[]) =>
  rowids
    .map((id) => file.prepare("SELECT kind || ':' || entity_id FROM search_docs WHERE rowid = ?").pluck().get(id))
    .sort();

describe("rebuildSearchDocs", () => {
  it("writes the seed's documents, text for text, and the full-text indexes find them", async () => {
    const seeded = byEntity();
    const found = await Promise.all(
      ["pho", "ph", "lvt-2a tr"].map(async (q) => entitiesOf(await matchingRowids(db, q.split(" ")))),
    );
    file.exec("DELETE FROM search_docs; INSERT INTO search_trigram (search_trigram) VALUES ('rebuild');");
    expect(await matchingRowids(db, ["pho"])).toEqual([]);

    expect(await rebuildSearchDocs(db)).toBe(seeded.length);
    expect(byEntity()).toEqual(seeded);
    for (const [i, q] of ["pho", "ph", "lvt-2a tr"].entries()) {
      const again = entitiesOf(await matchingRowids(db, q.split(" ")));
      expect(again.length).toBeGreaterThan(0);
      expect(again).toEqual(found[i]);
    }
  });
});
