import { request } from "../api/request";
import {
  SearchResponseSchema,
  SearchRightsResponseSchema,
  type SearchIndex,
  type SearchRequest,
  type SearchResponseData,
  type SearchRights,
} from "../schemas/search";

/** Map and initial search limit (document 1 §9). */
export const MAP_SEARCH_LIMIT = 10000;
/** Client-facing result page size. */
export const SEARCH_PAGE_SIZE = 25;

/** GET /api/vms/search. An empty query is sent as '*'. */
export async function search(req: SearchRequest, signal?: AbortSignal): Promise<SearchResponseData> {
  const q = req.q.trim() === "" ? "*" : req.q;
  const response = await request("/api/vms/search", SearchResponseSchema, {
    query: { q, offset: req.offset, limit: req.limit, filter: req.filter, sort: req.sort },
    signal,
  });
  return response.data;
}

/** GET /api/vms/search/rights?indices[]=... */
export async function fetchSearchRights(indices: SearchIndex[], signal?: AbortSignal): Promise<SearchRights> {
  const response = await request("/api/vms/search/rights", SearchRightsResponseSchema, { query: { indices }, signal });
  return response.data;
}
