/**
 * vms-widgets: React components, configuration and stores. Importing this module registers no
 * custom element (see `define`).
 */
export { configure, $config } from "./core/config/config-store";
export type { Config, ConfigInput } from "./core/config/config-schema";
export { ApiError, isApiError } from "./core/api/api-error";
export type { ApiErrorCode } from "./core/api/api-error";
export type { RemoteData } from "./core/api/remote-data";
export { notify, dismiss, $visibleNotifications } from "./core/notifications/notifications-store";
export { $selectedUnit, selectUnit, deselectUnit } from "./core/units/selection";
export type { SelectedUnit, UnitKind } from "./core/units/selection";
export * from "./core/schemas";
export { UnitMap, $mapFilters, $allFiltersOn, toggleFilter, toggleAllFilters, resetFilters, $mapUnits, $mapPoints, $shownPoints, $mapLoaded, loadMapUnits } from "./unit-map";
export type { UnitMapProps, MapFilters, MapPoint, PointKind, PointMember } from "./unit-map";
