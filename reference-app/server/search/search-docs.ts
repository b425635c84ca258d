import type { HighlightField, SearchIndex } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";
import { searchDocRows, type SearchDocRow } from "./search.queries";

/** One search document held in memory: filters, sort keys, highlightable text and the prebuilt `_source`. */
export type SearchDoc = SearchDocRow & { key: string; order: number };

export const KIND_ORDER: Record<SearchIndex, number> = { clients: 0, regions: 1, live_units: 2, archive_cabinets: 3 };

/** Highlightable text of a document. */
export const fieldOf = (doc: SearchDoc, field: HighlightField): string | null => doc[field];

/**
 * Loads every search document once (the fleet does not change while the server runs): the
 * engine's full-text index finds row ids, and filtering, sorting and paging happen on these in-memory rows. `byName` is every
 * document in name order (ties: kind, id), so '*' needs no sort at all.
 */
export interface SearchDocs {
  byRowid: Map<number, SearchDoc>;
  byName: SearchDoc[];
  /** Filter columns aligned with `byName` (index = `order`), so scans touch only typed arrays. */
  kind: Uint8Array;
  client: Int32Array;
  /** Region id, or 0 for none. */
  region: Int32Array;
}

export const KIND_INDEX: Record<SearchIndex, number> = KIND_ORDER;

export async function loadSearchDocs(db: QueryDb): Promise<SearchDocs> {
  const rows = await searchDocRows(db);
  const docs: SearchDoc[] = rows.map((row) => ({ ...row, key: row.name.toLowerCase(), order: 0 }));
  docs.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.entity_id - b.entity_id,
  );
  docs.forEach((doc, i) => (doc.order = i));
  return {
    byRowid: new Map(docs.map((doc) => [doc.rowid, doc])),
    byName: docs,
    kind: Uint8Array.from(docs, (doc) => KIND_INDEX[doc.kind]),
    client: Int32Array.from(docs, (doc) => doc.client_id),
    region: Int32Array.from(docs, (doc) => doc.region_id ?? 0),
  };
}
