import { atom, computed, onMount } from "nanostores";
import { createLoader, remoteAtom, type RemoteData } from "../core/api/remote-data";
import { notify } from "../core/notifications/notifications-store";
import { MAP_SEARCH_LIMIT, search } from "../core/search/search-api";
import { $searchState, type SearchState } from "../core/search/search-state";
import { $mapFilters, applyFilters } from "./map-filters";
import { buildPoints, type MapPoint } from "./map-points";

/** The map's own load: every live unit and archive cabinet in the search scope, as points. */
export const $mapUnits = remoteAtom<MapPoint[]>();

/**
 * The points of the last successful load (null before the first success). A failed load leaves
 * them as they were, so the map stays usable. Subscribing starts the loading.
 */
export const $mapPoints = atom<MapPoint[] | null>(null);

/** The client and region filter of the search bar. */
export interface MapScope {
  clientId: number | null;
  regionId: number | null;
}

export function scopeOf(state: SearchState): MapScope {
  return { clientId: state.selectedClient?.id ?? null, regionId: state.selectedRegion?.id ?? null };
}

const load = createLoader($mapUnits, async (signal, scope: MapScope) => {
  const data = await search(
    {
      q: "*",
      offset: 0,
      limit: MAP_SEARCH_LIMIT,
      filter: {
        indices: ["live_units", "archive_cabinets"],
        ...(scope.clientId !== null ? { client_id: [scope.clientId] } : {}),
        ...(scope.regionId !== null ? { region_id: [scope.regionId] } : {}),
      },
    },
    signal,
  );
  return buildPoints(data.results);
});

/**
 * Loads the map units for `scope` (latest request wins). A failure (schema, non-200, network)
 * shows 'Failed to get live units' and keeps the previous points; the next change retries.
 */
export async function loadMapUnits(scope: MapScope = scopeOf($searchState.get())): Promise<RemoteData<MapPoint[]>> {
  const result = await load(scope);
  if (result.status === "success") $mapPoints.set(result.data);
  if (result.status === "error") notify("error", "core:errors.liveUnits");
  return result;
}

/** Whether a load has ever succeeded (the map shows 'Loading...' until then). */
export const $mapLoaded = computed($mapPoints, (points) => points !== null);

/** The points the filters let through. */
export const $shownPoints = computed([$mapPoints, $mapFilters], (points, filters) =>
  applyFilters(points ?? [], filters),
);

onMount($mapPoints, () => {
  let scope = scopeOf($searchState.get());
  void loadMapUnits(scope);
  return $searchState.listen((state) => {
    const next = scopeOf(state);
    if (next.clientId === scope.clientId && next.regionId === scope.regionId) return;
    scope = next;
    void loadMapUnits(scope);
  });
});
