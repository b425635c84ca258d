import { atom, onMount } from "nanostores";
import { dataOf, remoteAtom } from "../core/api/remote-data";
import { toApiError } from "../core/api/api-error";
import { notify } from "../core/notifications/notifications-store";
import type { SearchHit, SearchRequest } from "../core/schemas/search";
import { createDebouncer } from "../core/api/debounce";
import { $unitSearchRights } from "../core/units/rights-store";
import { search, SEARCH_PAGE_SIZE } from "../core/search/search-api";
import { buildSearchRequest, hasMorePages, mergePage, requestKey } from "./search-request";
import { $searchState, type SearchState } from "../core/search/search-state";

/** Typing is debounced by this much (a first keystroke after a pause runs at once). */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchResults {
  key: string;
  hits: SearchHit[];
  count: number;
  took: number;
}

/** Results of the search bar (pages of 25, appended). notAsked when there is nothing to search. */
export const $searchResults = remoteAtom<SearchResults>();
/** A further page is being fetched. */
export const $loadingMore = atom(false);

let generation = 0;
let controller: AbortController | undefined;
const debouncer = createDebouncer(SEARCH_DEBOUNCE_MS);

function currentRequest(offset = 0): SearchRequest | null {
  return buildSearchRequest($searchState.get(), dataOf($unitSearchRights.get()), offset, SEARCH_PAGE_SIZE);
}

function failed(error: unknown): void {
  notify("error", "core:errors.retrieveLiveUnits");
  console.error("[vms-widgets] search failed", toApiError(error).message);
}

/** Runs the search for the current state now; latest request wins. */
export async function runSearch(): Promise<void> {
  debouncer.cancel();
  controller?.abort();
  const mine = ++generation;
  $loadingMore.set(false);
  const request = currentRequest();
  if (!request) {
    controller = undefined;
    $searchResults.set({ status: "notAsked" });
    return;
  }
  controller = new AbortController();
  $searchResults.set({ status: "loading", previous: dataOf($searchResults.get()) });
  try {
    const page = await search(request, controller.signal);
    if (mine !== generation) return;
    $searchResults.set({
      status: "success",
      data: { key: requestKey(request), hits: page.results, count: page.meta.count, took: page.meta.took },
    });
  } catch (error) {
    if (mine !== generation || toApiError(error).code === "aborted") return;
    $searchResults.set({ status: "error", error: toApiError(error) });
    failed(error);
  }
}

/** Fetches the next page of 25 when there is one (on end reached). */
export async function loadMoreResults(): Promise<void> {
  const state = $searchResults.get();
  if (state.status !== "success" || $loadingMore.get()) return;
  const { data } = state;
  if (!hasMorePages(data.hits.length, data.count)) return;
  const request = currentRequest(data.hits.length);
  if (!request || requestKey(request) !== data.key) return;
  const mine = generation;
  $loadingMore.set(true);
  try {
    const page = await search(request, controller?.signal);
    const now = $searchResults.get();
    if (mine !== generation || now.status !== "success" || now.data.key !== data.key) return;
    $searchResults.set({
      status: "success",
      data: { ...now.data, hits: mergePage(now.data.hits, page.results), count: page.meta.count },
    });
  } catch (error) {
    if (mine === generation && toApiError(error).code !== "aborted") failed(error);
  } finally {
    if (mine === generation) $loadingMore.set(false);
  }
}

/** Schedules a search for typing: debounced, the first keystroke after a pause runs at once. */
export function scheduleSearch(): void {
  debouncer.call(() => void runSearch());
}

function onlyQueryChanged(a: SearchState, b: SearchState): boolean {
  return (
    a.selectedClient === b.selectedClient && a.selectedRegion === b.selectedRegion && a.searchType === b.searchType
  );
}

/**
 * Listened to by every search bar on the page. While someone listens, every change of the search
 * state (from the bar or the host) searches: typing debounced, scope changes at once; rights
 * arriving re-run the search. (A store of its own, so reading `$searchResults` starts nothing.)
 */
export const $searchRunning = atom(true);

onMount($searchRunning, () => {
  let previous = $searchState.get();
  void runSearch();
  const offState = $searchState.listen((next) => {
    const typed = onlyQueryChanged(previous, next);
    previous = next;
    if (typed) scheduleSearch();
    else void runSearch();
  });
  const offRights = $unitSearchRights.listen((rights) => {
    if (rights.status === "success") void runSearch();
  });
  return () => {
    offState();
    offRights();
    debouncer.cancel();
    controller?.abort();
    generation++;
  };
});
