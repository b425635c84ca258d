import {
  SearchType,
  type SearchHit,
  type SearchIndex,
  type SearchRequest,
  type SearchRights,
} from "../core/schemas/search";
import type { SearchState } from "../core/search/search-state";

/** Client-facing result page size (document 1 §9). */
export const SEARCH_PAGE_SIZE = 25;

/** A client or region is chosen, or a scope chip (Accounts, Regions) is on. */
export function hasActiveFilter(state: SearchState): boolean {
  return state.selectedClient !== null || state.selectedRegion !== null || state.searchType !== SearchType.Default;
}

/** Indices searched for a state: a scope searches its index; otherwise units, plus clients/regions when the user has them. */
export function searchIndices(state: SearchState, rights: SearchRights | undefined): SearchIndex[] {
  if (state.searchType === SearchType.Clients) return ["clients"];
  if (state.searchType === SearchType.Regions) return ["regions"];
  const indices: SearchIndex[] = ["live_units", "archive_cabinets"];
  if (state.selectedClient || state.selectedRegion) return indices;
  if (rights?.is_multi_client) indices.push("clients");
  if (rights?.has_regions) indices.push("regions");
  return indices;
}

/**
 * The request for one page of results, or null when there is nothing to search (empty query and
 * no filter: the panel shows recent searches instead).
 */
export function buildSearchRequest(
  state: SearchState,
  rights: SearchRights | undefined,
  offset = 0,
  limit = SEARCH_PAGE_SIZE,
): SearchRequest | null {
  const q = state.searchQuery.trim();
  if (!q && !hasActiveFilter(state)) return null;
  const filter: SearchRequest["filter"] = { indices: searchIndices(state, rights) };
  if (state.selectedClient) filter.client_id = [state.selectedClient.id];
  if (state.selectedRegion) filter.region_id = [state.selectedRegion.id];
  return { q: q || "*", offset, limit, filter, sort: q ? "_score" : "name:asc" };
}

/** Identity of a result set: the request without its page. */
export function requestKey(request: SearchRequest): string {
  return JSON.stringify({ q: request.q, filter: request.filter, sort: request.sort });
}

/** Appends a page, dropping hits already held (the index may shift between pages). */
export function mergePage(loaded: readonly SearchHit[], page: readonly SearchHit[]): SearchHit[] {
  const seen = new Set(loaded.map((hit) => `${hit._index}:${hit._id}`));
  return [...loaded, ...page.filter((hit) => !seen.has(`${hit._index}:${hit._id}`))];
}

export function hasMorePages(loaded: number, count: number): boolean {
  return loaded < count;
}
