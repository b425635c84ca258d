import { callApi } from "../api/call-api";
import * as shell from "../contract/shell-calls";
import type { SearchIndex, SearchRequest, SearchResponseData, SearchRights } from "../schemas/search";

/** GET /api/vms/search (the map's load and the search bar's). An empty query is sent as '*'. */
export async function search(req: SearchRequest, signal?: AbortSignal): Promise<SearchResponseData> {
  const q = req.q.trim() === "" ? "*" : req.q;
  const { data } = await callApi(shell.search, {
    query: { q, offset: req.offset, limit: req.limit, filter: req.filter, sort: req.sort },
    signal,
  });
  return data;
}

/** GET /api/vms/search/rights?indices[]=... */
export async function fetchSearchRights(indices: SearchIndex[], signal?: AbortSignal): Promise<SearchRights> {
  const { data } = await callApi(shell.searchRights, { query: { indices }, signal });
  return data;
}
