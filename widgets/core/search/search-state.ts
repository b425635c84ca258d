import { atom } from "nanostores";
import { SearchType, type SearchTypeValue } from "../schemas/search";

/** A client or region chosen in the search bar: the map and the results are filtered by it. */
export interface SearchScopeItem {
  id: number;
  name: string;
}

/** Search state of document 1 §3. */
export interface SearchState {
  searchQuery: string;
  selectedClient: SearchScopeItem | null;
  selectedRegion: SearchScopeItem | null;
  /** Default 0, Clients 1 (the Accounts scope chip), Regions 2 (the Regions scope chip). */
  searchType: SearchTypeValue;
}

export const initialSearchState: SearchState = {
  searchQuery: "",
  selectedClient: null,
  selectedRegion: null,
  searchType: SearchType.Default,
};

/** Shared by the search bar (writes) and the map (reads the client/region filter). */
export const $searchState = atom<SearchState>(initialSearchState);

export function setSearchQuery(searchQuery: string): void {
  $searchState.set({ ...$searchState.get(), searchQuery });
}

export function setSearchType(searchType: SearchTypeValue): void {
  $searchState.set({ ...$searchState.get(), searchType });
}

/** Choosing a client resets the query and filters by that client (document 1 §2). */
export function chooseClient(client: SearchScopeItem): void {
  $searchState.set({ ...initialSearchState, selectedClient: client });
}

/** Choosing a region resets the query and filters by that region. */
export function chooseRegion(region: SearchScopeItem): void {
  $searchState.set({ ...initialSearchState, selectedRegion: region });
}

export function clearScope(): void {
  $searchState.set({
    ...$searchState.get(),
    selectedClient: null,
    selectedRegion: null,
    searchType: SearchType.Default,
  });
}
