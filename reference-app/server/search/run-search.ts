import type { Database, Statement } from "better-sqlite3";
import { HIGHLIGHT_FIELDS, type SearchIndex, type SearchSort } from "../../../widgets/core/schemas";
import { highlight } from "./highlight";
import { matchExpressions, parseQuery } from "./query-terms";

export interface SearchParams {
  q: string;
  offset: number;
  limit: number;
  indices: readonly SearchIndex[];
  /** Clients to search in: already narrowed to the caller's readable clients. */
  clientIds: readonly number[];
  regionIds?: readonly number[];
  sort: SearchSort;
}

/** The answer as JSON text (`{results, meta}`), ready to wrap in the envelope, plus figures. */
export interface SearchOutcome {
  json: string;
  count: number;
  took: number;
}

interface Candidate {
  rowid: number;
  kind: string;
  entity_id: number;
  name: string;
}
interface Scored extends Candidate {
  score: number;
  key: string;
}
interface PageRow {
  rowid: number;
  source: string;
  name: string;
  client_name: string | null;
  location_name: string | null;
  location_street: string | null;
  location_city: string | null;
  location_state: string | null;
  location_zip: string | null;
  serial: string | null;
}

const KIND_WEIGHT: Record<string, number> = { clients: 1.3, regions: 1.2, live_units: 1, archive_cabinets: 0.9 };
const KIND_ORDER: Record<string, number> = { clients: 0, regions: 1, live_units: 2, archive_cabinets: 3 };

/** How well a document's name answers the terms; documents matched elsewhere (address, client) score 1 per term. */
function score(name: string, kind: string, terms: readonly string[]): number {
  const lower = name.toLowerCase();
  let total = lower === terms.join(" ") ? 5 : 0;
  for (const term of terms) {
    const at = lower.indexOf(term);
    if (at === 0) total += 3;
    else if (at > 0 && !/[\p{L}\p{N}]/u.test(lower[at - 1] ?? "")) total += 2;
    else if (at > 0) total += 1.5;
    else total += 1;
  }
  return Math.round(total * (KIND_WEIGHT[kind] ?? 1) * 1000) / 1000;
}

/** Full-text search over live units, archive cabinets, clients and regions (SQLite FTS5). */
export function createSearch(db: Database): (params: SearchParams) => SearchOutcome {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const pageRows =
    db.prepare(`SELECT rowid, source, name, client_name, location_name, location_street, location_city, location_state,
    location_zip, serial FROM search_docs WHERE rowid IN (SELECT value FROM json_each(?))`);

  return (params) => {
    const started = performance.now();
    const query = parseQuery(params.q);
    const where = ["d.kind IN (SELECT value FROM json_each(?))", "d.client_id IN (SELECT value FROM json_each(?))"];
    const args: (string | number)[] = [JSON.stringify(params.indices), JSON.stringify(params.clientIds)];
    if (params.regionIds && params.regionIds.length > 0) {
      where.push("d.region_id IN (SELECT value FROM json_each(?))");
      args.push(JSON.stringify(params.regionIds));
    }
    const terms = query.all ? [] : query.terms;
    let candidates: Candidate[] = [];
    if (query.all || terms.length > 0) {
      const { trigram, words } = matchExpressions(terms);
      if (trigram) {
        where.push("d.rowid IN (SELECT rowid FROM search_trigram WHERE search_trigram MATCH ?)");
        args.push(trigram);
      }
      if (words) {
        where.push("d.rowid IN (SELECT rowid FROM search_words WHERE search_words MATCH ?)");
        args.push(words);
      }
      candidates = prepared(
        `SELECT d.rowid, d.kind, d.entity_id, d.name FROM search_docs d WHERE ${where.join(" AND ")}`,
      ).all(...args) as Candidate[];
    }
    const scored: Scored[] = candidates.map((c) => ({
      ...c,
      score: query.all ? 1 : score(c.name, c.kind, terms),
      key: c.name.toLowerCase(),
    }));
    const byName = (a: Scored, b: Scored) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const tie = (a: Scored, b: Scored) =>
      (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9) || a.entity_id - b.entity_id;
    if (params.sort === "name:asc") scored.sort((a, b) => byName(a, b) || tie(a, b));
    else if (params.sort === "name:desc") scored.sort((a, b) => byName(b, a) || tie(a, b));
    else scored.sort((a, b) => b.score - a.score || byName(a, b) || tie(a, b));
    const page = scored.slice(params.offset, params.offset + params.limit);

    const rows = new Map<number, PageRow>();
    if (page.length > 0)
      for (const row of pageRows.all(JSON.stringify(page.map((p) => p.rowid))) as PageRow[]) rows.set(row.rowid, row);
    const parts = page.map((hit) => {
      const row = rows.get(hit.rowid);
      const marks: Record<string, string[]> = {};
      if (row && terms.length > 0) {
        for (const field of HIGHLIGHT_FIELDS) {
          const value = row[field];
          const fragment = typeof value === "string" ? highlight(value, terms) : null;
          if (fragment !== null) marks[field] = [fragment];
        }
      }
      return `{"_index":"${hit.kind}","_id":"${hit.entity_id}","_score":${hit.score},"_source":${row?.source ?? "null"},"highlight":${JSON.stringify(marks)}}`;
    });
    const took = Math.round((performance.now() - started) * 100) / 100;
    return {
      json: `{"results":[${parts.join(",")}],"meta":{"count":${scored.length},"took":${took}}}`,
      count: scored.length,
      took,
    };
  };
}
