import { computed } from "nanostores";
import { dataOf } from "../core/api/remote-data";
import { remoteStore } from "../core/api/remote-store";
import { notify } from "../core/notifications/notifications-store";
import { search } from "../core/search/search-api";
import { $searchState, type SearchState } from "../core/search/search-state";
import { $mapFilters, applyFilters } from "./map-filters";
import { buildPoints, type MapPoint } from "./map-points";

/** Map and initial search limit (document 1 §9). */
export const MAP_SEARCH_LIMIT = 10000;

/** The client and region filter of the search bar. */
export interface MapScope {
  clientId: number | null;
  regionId: number | null;
}

export function scopeOf(state: SearchState): MapScope {
  return { clientId: state.selectedClient?.id ?? null, regionId: state.selectedRegion?.id ?? null };
}

/** The search bar's scope: the map loads again when it changes. */
const $mapScope = computed($searchState, scopeOf);

/**
 * The map's own load: every live unit and archive cabinet in the search scope (`q=*`, limit 10,000),
 * as points. Loads while the map listens and again when the scope changes (latest wins). A failure
 * (schema, non-200, network, timeout) shows 'Failed to get live units', keeps the previous points
 * and is retried with backoff when transient; `$mapUnits.reload()` retries now.
 */
export const $mapUnits = remoteStore<MapPoint[], MapScope>({
  input: $mapScope,
  load: async (scope, signal) => {
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
  },
  name: "map units",
  widget: "vms-unit-map",
  onError: () => notify("error", "core:errors.liveUnits"),
});

/** The points of the last successful load (null before the first); kept through a failure. */
export const $mapPoints = computed($mapUnits, (state): MapPoint[] | null => dataOf(state) ?? null);

/** Whether a load has ever succeeded (the map shows 'Loading...' until then). */
export const $mapLoaded = computed($mapPoints, (points) => points !== null);

/** The points the filters let through. */
export const $shownPoints = computed([$mapPoints, $mapFilters], (points, filters) =>
  applyFilters(points ?? [], filters),
);
