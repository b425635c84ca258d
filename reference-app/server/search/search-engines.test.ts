// The same search on both engines (issue 20): SQLite's FTS5 path and PostgreSQL's pg_trgm +
// tsvector path (search.queries.ts) must find the same rows, and so rank, highlight and page them
// alike. Runs when TEST_DATABASE_URL names a PostgreSQL database migrated and seeded like the SQLite
// seed (the `scale` step of npm test); otherwise skipped, saying so.
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_INDICES, type SearchIndex, type SearchSort } from "../../../widgets/core/schemas";
import { postgresQueryDb, sqliteQueryDb, type QueryDb } from "../db/query-layer";
import { ensureSeededDatabase, SEEDED_FILE } from "../testing/seeded-database";
import { loadMapLists } from "../units/map-lists.queries";
import { findCabinet, findUnit, unitCameras } from "../units/unit.queries";
import { legacyCabinetSearch, legacyUnitSearch } from "./legacy-search.queries";
import { createSearch, type Search, type SearchParams } from "./run-search";
import { matchingRowids } from "./search.queries";

const url = process.env.TEST_DATABASE_URL;
const title = url
  ? "search and unit reads: PostgreSQL answers as SQLite"
  : "search and unit reads on PostgreSQL — skipped: TEST_DATABASE_URL is not set (the scale step sets it)";

/** Long and short terms, several terms, punctuation, diacritics, LIKE wildcards, no match. */
const QUERIES = [
  "phoe",
  "walmart",
  "LVT-2A",
  "lvt-7",
  "trail",
  "cabin",
  "pole",
  "skid",
  "Tower 0073",
  "los angeles",
  "8c09ae",
  "0123",
  "ph",
  "tr",
  "a",
  "1",
  "e",
  "é",
  "a.",
  "st",
  "mi 12",
  "pho wal",
  "tr 00",
  "wal ph az",
  "%",
  "_",
  "50%",
  "a_b",
  "o'",
  '"ro',
  "x\\y",
  "zzzz",
  "crescent yard",
  "phoenix az 85",
];
const SORTS: SearchSort[] = ["_score", "name:asc", "name:desc"];
const ALL_CLIENTS = Array.from({ length: 60 }, (_, i) => i + 1);

let lite: BetterSqlite3.Database;
let sqlite: QueryDb;
let postgres: QueryDb;
let onSqlite: Search;
let onPostgres: Search;

/** An answer with `took` dropped and each hit's `_source` parsed (its JSON text is the seed's, per engine). */
const comparable = (json: string) => {
  const answer = JSON.parse(json) as { results: { _source: unknown }[]; meta: { count: number; took?: number } };
  delete answer.meta.took;
  return answer;
};

describe.skipIf(!url)(title, () => {
  beforeAll(async () => {
    ensureSeededDatabase();
    lite = new BetterSqlite3(SEEDED_FILE, { readonly: true });
    sqlite = sqliteQueryDb(lite);
    postgres = await postgresQueryDb(url ?? "", 2);
    [onSqlite, onPostgres] = await Promise.all([createSearch(sqlite), createSearch(postgres)]);
  });
  afterAll(async () => {
    await postgres?.destroy();
    lite?.close();
  });

  it("matches the same rows for every query", async () => {
    for (const q of QUERIES) {
      const terms = [
        ...new Set(
          q
            .toLowerCase()
            .split(/\s+/)
            .filter((t) => /[\p{L}\p{N}]/u.test(t)),
        ),
      ];
      const [a, b] = await Promise.all([matchingRowids(sqlite, terms), matchingRowids(postgres, terms)]);
      expect({ q, rows: [...b].sort((x, y) => x - y) }).toEqual({ q, rows: [...a].sort((x, y) => x - y) });
    }
  });

  it("ranks, highlights, filters and pages alike", async () => {
    const cases: SearchParams[] = [];
    for (const q of [...QUERIES, "*"])
      for (const sort of SORTS)
        cases.push({ q, sort, offset: 0, limit: 25, indices: SEARCH_INDICES, clientIds: ALL_CLIENTS });
    const some: SearchIndex[] = ["live_units", "regions"];
    cases.push(
      { q: "tr", sort: "_score", offset: 40, limit: 30, indices: SEARCH_INDICES, clientIds: [1, 2, 3] },
      { q: "pho", sort: "_score", offset: 0, limit: 100, indices: some, clientIds: ALL_CLIENTS },
      {
        q: "a",
        sort: "name:asc",
        offset: 500,
        limit: 50,
        indices: SEARCH_INDICES,
        clientIds: [5],
        regionIds: [17, 18],
      },
      { q: "*", sort: "name:desc", offset: 100, limit: 10, indices: some, clientIds: [7, 9] },
    );
    for (const params of cases) {
      const [a, b] = await Promise.all([onSqlite(params), onPostgres(params)]);
      expect({ params, answer: comparable(b.json) }).toEqual({ params, answer: comparable(a.json) });
    }
  });

  it("reads units, cabinets, map lists and legacy searches alike", async () => {
    for (const id of [1, 2, 167, 2775, 12000, 999999]) {
      expect(await findUnit(postgres, id)).toEqual(await findUnit(sqlite, id));
      expect(await unitCameras(postgres, id)).toEqual(await unitCameras(sqlite, id));
    }
    for (const id of [1, 2500, 999999]) expect(await findCabinet(postgres, id)).toEqual(await findCabinet(sqlite, id));
    const [listsA, listsB] = await Promise.all([loadMapLists(sqlite), loadMapLists(postgres)]);
    expect(listsB.liveUnits.length).toBe(listsA.liveUnits.length);
    expect(listsB.cabinets.map((c) => JSON.parse(c.json))).toEqual(listsA.cabinets.map((c) => JSON.parse(c.json)));
    for (const text of ["", "lvt", "TRAILER 00", "%", "_", "cabinet"]) {
      const scope = { userId: 1, clientIds: [1, 2, 3], cameraIds: [5, 6000], text, limit: 50 };
      expect(await legacyUnitSearch(postgres, scope)).toEqual(await legacyUnitSearch(sqlite, scope));
      expect(await legacyCabinetSearch(postgres, scope)).toEqual(await legacyCabinetSearch(sqlite, scope));
    }
  });
});
