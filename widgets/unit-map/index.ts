import "./unit-map.catalogue";

export { UnitMap, type UnitMapProps } from "./unit-map";
export { unitMapSpec } from "./unit-map.spec";
export {
  $mapFilters,
  $allFiltersOn,
  toggleFilter,
  toggleAllFilters,
  resetFilters,
  type MapFilters,
} from "./map-filters";
export { $mapUnits, $mapPoints, $shownPoints, $mapLoaded, MAP_SEARCH_LIMIT } from "./map-units-store";
export type { MapPoint, PointKind, PointMember } from "./map-points";
