// The search's cache of matches (issue 18): the same answers, and bounded however many queries come.
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_INDICES } from "../../../widgets/core/schemas";
import { sqliteQueryDb, type QueryDb } from "../db/query-layer";
import { ensureSeededDatabase, SEEDED_FILE } from "../testing/seeded-database";
import { createSearch, SEARCH_MATCHES_KEPT } from "./run-search";

let file: BetterSqlite3.Database;
let db: QueryDb;
beforeAll(() => {
  ensureSeededDatabase();
  file = new BetterSqlite3(SEEDED_FILE, { readonly: true });
  db = sqliteQueryDb(file);
});
afterAll(() => file.close());

const params = (q: string, clientIds: number[]) => ({
  q,
  offset: 0,
  limit: 20,
  indices: SEARCH_INDICES,
  clientIds,
  sort: "_score" as const,
});
const withoutTook = (json: string) => json.replace(/"took":[\d.]+/, "");

describe("search's cache of matches", () => {
  it("answers a repeated query as the first time, for each caller's clients", async () => {
    const search = await createSearch(db);
    const all = Array.from({ length: 60 }, (_, i) => i + 1);
    const first = await search(params("tr", all));
    const again = await search(params("tr", all));
    expect(first.count).toBeGreaterThan(1000);
    expect(withoutTook(again.json)).toBe(withoutTook(first.json));
    // Another caller's clients: the same match, filtered for them.
    const one = await search(params("tr", [1]));
    expect(one.count).toBeLessThan(first.count);
    expect(withoutTook(one.json)).toBe(withoutTook((await (await createSearch(db))(params("tr", [1]))).json));
  });

  it(`keeps the matches of at most ${SEARCH_MATCHES_KEPT} term lists`, async () => {
    const search = await createSearch(db);
    for (let i = 0; i < 150; i++) await search(params(`t${i}`, [1, 2, 3]));
    expect(search.cachedMatches()).toBeLessThanOrEqual(SEARCH_MATCHES_KEPT);
    expect(search.cachedMatches()).toBeLessThanOrEqual(64);
  });
});
