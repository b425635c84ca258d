import { HIGHLIGHT_FIELDS, type SearchIndex, type SearchSort } from "../../../widgets/core/schemas";
import { highlight } from "./highlight";
import type { QueryDb } from "../db/query-layer";
import { parseQuery } from "./query-terms";
import { fieldOf, KIND_INDEX, loadSearchDocs, type SearchDoc } from "./search-docs";
import { matchingRowids } from "./search.queries";

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

interface Hit {
  doc: SearchDoc;
  score: number;
}

const KIND_WEIGHT: Record<SearchIndex, number> = { clients: 1.3, regions: 1.2, live_units: 1, archive_cabinets: 0.9 };
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** How well a document's name answers the terms; a term matched elsewhere (address, client, serial) counts 1. */
function score(doc: SearchDoc, terms: readonly string[], whole = terms.join(" ")): number {
  let total = doc.key === whole ? 5 : 0;
  for (const term of terms) {
    const at = doc.key.indexOf(term);
    if (at === 0) total += 3;
    else if (at > 0 && !WORD_CHAR.test(doc.key[at - 1] ?? "")) total += 2;
    else if (at > 0) total += 1.5;
    else total += 1;
  }
  return Math.round(total * KIND_WEIGHT[doc.kind] * 1000) / 1000;
}

/**
 * Row ids of recent term lists kept (least recently used out first). The index does not change
 * after the seed, and search as you type sends the same short prefixes from every operator ("tr",
 * "wal"): these match thousands of rows, whose full-text query was most of a search's time (issue 18).
 * At most 64 × 14,760 ids × 4 bytes (3.8 MB).
 */
export const SEARCH_MATCHES_KEPT = 64;

export type Search = ((params: SearchParams) => Promise<SearchOutcome>) & { cachedMatches(): number };

/**
 * Full-text search over live units, archive cabinets, clients and regions: the engine's full-text
 * index (SQLite FTS5, PostgreSQL pg_trgm + tsvector; see search.queries.ts) finds row ids, and
 * ranking, filters and paging run on the in-memory rows, the same on both engines.
 */
export async function createSearch(db: QueryDb): Promise<Search> {
  const docs = await loadSearchDocs(db);
  const { byRowid, byName } = docs;

  const recent = new Map<string, Int32Array>();
  /** Row ids matching every term (cached: see SEARCH_MATCHES_KEPT). */
  const matching = async (terms: readonly string[]): Promise<Int32Array> => {
    const key = JSON.stringify(terms);
    let ids = recent.get(key);
    if (ids !== undefined) recent.delete(key);
    else ids = Int32Array.from(await matchingRowids(db, terms));
    recent.set(key, ids);
    while (recent.size > SEARCH_MATCHES_KEPT) recent.delete(recent.keys().next().value!);
    return ids;
  };
  const hitJson = (doc: SearchDoc, value: number, highlightJson: string): string =>
    `{"_index":"${doc.kind}","_id":"${doc.entity_id}","_score":${value},"_source":${doc.source},"highlight":${highlightJson}}`;
  const starHits = new Map<number, string>();
  const starHit = (doc: SearchDoc): string => {
    let text = starHits.get(doc.rowid);
    if (text === undefined) starHits.set(doc.rowid, (text = hitJson(doc, 1, "{}")));
    return text;
  };
  const answer = (page: string[], count: number, started: number): SearchOutcome => {
    const took = Math.round((performance.now() - started) * 100) / 100;
    return { json: `{"results":[${page.join(",")}],"meta":{"count":${count},"took":${took}}}`, count, took };
  };

  const search = async (params: SearchParams): Promise<SearchOutcome> => {
    const started = performance.now();
    const query = parseQuery(params.q);
    const terms = query.all ? [] : query.terms;
    const kinds = new Uint8Array(4);
    for (const index of params.indices) kinds[KIND_INDEX[index]] = 1;
    const clients = new Uint8Array(Math.max(0, ...params.clientIds) + 1);
    for (const id of params.clientIds) clients[id] = 1;
    const regionIds = params.regionIds && params.regionIds.length > 0 ? params.regionIds : null;
    const regions = regionIds ? new Uint8Array(Math.max(...regionIds) + 1) : null;
    if (regions && regionIds) for (const id of regionIds) regions[id] = 1;
    /** Whether the document at name-order position `i` passes the index, client and region filters. */
    const allowed = (i: number): boolean =>
      kinds[docs.kind[i] ?? 0] === 1 &&
      clients[docs.client[i] ?? 0] === 1 &&
      (regions === null || regions[docs.region[i] ?? 0] === 1);

    if (query.all) {
      // '*': walk the name-ordered rows, count, and keep only the page (prebuilt hit text, score 1).
      const descending = params.sort === "name:desc";
      const end = params.offset + params.limit;
      const page: string[] = [];
      let count = 0;
      for (let n = 0; n < byName.length; n++) {
        const i = descending ? byName.length - 1 - n : n;
        if (!allowed(i)) continue;
        if (count >= params.offset && count < end) page.push(starHit(byName[i]!));
        count++;
      }
      return answer(page, count, started);
    }

    const hits: Hit[] = [];
    const whole = terms.join(" ");
    for (const rowid of terms.length > 0 ? await matching(terms) : []) {
      const doc = byRowid.get(rowid);
      if (doc && allowed(doc.order)) hits.push({ doc, score: score(doc, terms, whole) });
    }
    if (params.sort === "name:asc") hits.sort((a, b) => a.doc.order - b.doc.order);
    else if (params.sort === "name:desc") hits.sort((a, b) => b.doc.order - a.doc.order);
    else hits.sort((a, b) => b.score - a.score || a.doc.order - b.doc.order);

    const page = hits.slice(params.offset, params.offset + params.limit).map(({ doc, score: value }) => {
      const marks: Record<string, string[]> = {};
      for (const field of HIGHLIGHT_FIELDS) {
        const text = fieldOf(doc, field);
        const fragment = text === null ? null : highlight(text, terms);
        if (fragment !== null) marks[field] = [fragment];
      }
      return hitJson(doc, value, JSON.stringify(marks));
    });
    return answer(page, hits.length, started);
  };
  /** How many term lists' matches are cached (for tests). */
  search.cachedMatches = () => recent.size;
  return search;
}
