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
export {
  UnitMap,
  $mapFilters,
  $allFiltersOn,
  toggleFilter,
  toggleAllFilters,
  resetFilters,
  $mapUnits,
  $mapPoints,
  $shownPoints,
  $mapLoaded,
  loadMapUnits,
} from "./unit-map";
export type { UnitMapProps, MapFilters, MapPoint, PointKind, PointMember } from "./unit-map";
export {
  ensureSession,
  signOut,
  signIn,
  recheckSession,
  startSessionCheck,
  stopSessionCheck,
  $authToken,
  $userToken,
  $userInfo,
  $featureFlags,
  $entitlements,
  $clients,
  $sessionExpired,
  $sessionStatus,
} from "./core/session/session-store";
export type { SessionStatus } from "./core/session/session-store";
export { ENTITLEMENTS_STORAGE_KEY } from "./core/session/entitlements-cache";
export { PortalNav, navigationLinks, $navCollapsed, $navLinks, toggleNav, setNavCollapsed } from "./portal-shell";
export type { PortalNavProps, NavNavigateDetail, NavLink, NavLinkId, NavInput } from "./portal-shell";
export { NotificationStack } from "./ui/notifications";
export { SessionExpiredDialog } from "./ui/session-expired";
export { InformationalVideo, openInformationalVideo } from "./ui/informational-video";
export type { InformationalVideoProps } from "./ui/informational-video";
export { UnitSearch } from "./unit-search";
export type { UnitSearchProps } from "./unit-search";
export { UnitDrawer } from "./unit-drawer";
export type { UnitDrawerProps } from "./unit-drawer";
export {
  $searchState,
  setSearchQuery,
  setSearchType,
  chooseClient,
  chooseRegion,
  clearScope,
} from "./core/search/search-state";
export type { SearchState, SearchScopeItem } from "./core/search/search-state";
export { $searchResults, runSearch, loadMoreResults } from "./core/search/search-results-store";
export { $recentSearches, rememberSearch, forgetSearch } from "./core/search/recent-searches";
export { $unitSearchRights } from "./core/search/rights-store";
