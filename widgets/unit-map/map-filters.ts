import { computed, map } from "nanostores";
import type { MapPoint, PointKind } from "./map-points";

/** The three kind toggles of the filter panel; All is derived from them. */
export interface MapFilters {
  archiveCabinet: boolean;
  deactivated: boolean;
  liveUnit: boolean;
}
export type MapFilterKey = keyof MapFilters;
export const MAP_FILTER_KEYS: readonly MapFilterKey[] = ["archiveCabinet", "deactivated", "liveUnit"];

const ALL_ON: MapFilters = { archiveCabinet: true, deactivated: true, liveUnit: true };

/** All filters are on by default. */
export const $mapFilters = map<MapFilters>({ ...ALL_ON });

/** All is on only when the other three are on. */
export const $allFiltersOn = computed($mapFilters, (filters) => MAP_FILTER_KEYS.every((key) => filters[key]));

export function toggleFilter(key: MapFilterKey): void {
  $mapFilters.setKey(key, !$mapFilters.get()[key]);
}

/** Toggling All sets the other three to its new value. */
export function toggleAllFilters(): void {
  const on = !$allFiltersOn.get();
  $mapFilters.set({ archiveCabinet: on, deactivated: on, liveUnit: on });
}

export function resetFilters(): void {
  $mapFilters.set({ ...ALL_ON });
}

const FILTER_OF_KIND: Record<PointKind, MapFilterKey> = {
  live: "liveUnit",
  deactivated: "deactivated",
  cabinet: "archiveCabinet",
};

/** The points the filters let through. */
export function applyFilters(points: readonly MapPoint[], filters: MapFilters): MapPoint[] {
  if (MAP_FILTER_KEYS.every((key) => filters[key])) return points.slice();
  return points.filter((point) => filters[FILTER_OF_KIND[point.kind]]);
}
