import { atom, computed, task } from "nanostores";
import { toApiError } from "../core/api/api-error";
import { dataOf } from "../core/api/remote-data";
import { remoteStore } from "../core/api/remote-store";
import { notify } from "../core/notifications/notifications-store";
import type { SearchHit, SearchRequest } from "../core/schemas/search";
import { search } from "../core/search/search-api";
import { $searchState } from "../core/search/search-state";
import { $unitSearchRights } from "../core/units/rights-store";
import { buildSearchRequest, hasMorePages, mergePage, requestKey, SEARCH_PAGE_SIZE } from "./search-request";
import { reportApiError } from "../core/api/report-api-error";

/** Typing is debounced by this much (a first keystroke after a pause runs at once). */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchResults {
  key: string;
  hits: SearchHit[];
  count: number;
  took: number;
}

/** The first page's request for the current state and rights; null when there is nothing to search. */
const $searchRequest = computed([$searchState, $unitSearchRights], (state, rights) =>
  buildSearchRequest(state, dataOf(rights), 0, SEARCH_PAGE_SIZE),
);

/** What the user sees after a failed search (the store has reported it). */
function failed(): void {
  notify("error", "core:errors.retrieveLiveUnits");
}

/**
 * Results of the search bar (pages of 25, appended by `loadMoreResults`); notAsked when there is
 * nothing to search. While someone listens, every change of the search state searches: typing is
 * debounced (150 ms; the first keystroke after a pause at once), scope changes and rights arriving
 * search at once; the latest request wins. `runSearch()` searches now.
 */
export const $searchResults = remoteStore<SearchResults, SearchRequest>({
  input: $searchRequest,
  key: requestKey,
  debounce: {
    wait: SEARCH_DEBOUNCE_MS,
    // Only the words changed (same indices and filters): the user is typing.
    when: (previous, next) => JSON.stringify(previous.filter) === JSON.stringify(next.filter),
  },
  load: async (request, signal) => {
    const page = await search(request, signal);
    return { key: requestKey(request), hits: page.results, count: page.meta.count, took: page.meta.took };
  },
  name: "search results",
  onError: failed,
});

/** A further page is being fetched. */
export const $loadingMore = atom(false);

let paging: AbortController | undefined;

/** Runs the search for the current state now (the search icon, Enter); drops a page in flight. */
export async function runSearch(): Promise<void> {
  paging?.abort();
  await $searchResults.reload();
}

/** Fetches the next page of 25 when there is one (on end reached). */
export function loadMoreResults(): Promise<void> {
  const state = $searchResults.get();
  if (state.status !== "success" || $loadingMore.get()) return Promise.resolve();
  const { data } = state;
  if (!hasMorePages(data.hits.length, data.count)) return Promise.resolve();
  const request = buildSearchRequest(
    $searchState.get(),
    dataOf($unitSearchRights.get()),
    data.hits.length,
    SEARCH_PAGE_SIZE,
  );
  if (!request || requestKey(request) !== data.key) return Promise.resolve();
  paging?.abort();
  const own = new AbortController();
  paging = own;
  $loadingMore.set(true);
  return task(async () => {
    try {
      const page = await search(request, own.signal);
      if (own.signal.aborted) return;
      // A page of an older search (the words changed meanwhile) is dropped.
      $searchResults.update((now) =>
        now.key === data.key ? { ...now, hits: mergePage(now.hits, page.results), count: page.meta.count } : now,
      );
    } catch (error) {
      if (!own.signal.aborted && toApiError(error).code !== "aborted") {
        reportApiError(error, "a further page of search results could not be loaded");
        failed();
      }
    } finally {
      if (paging === own) $loadingMore.set(false);
    }
  });
}
