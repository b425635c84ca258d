/**
 * vms-widgets: React components, configuration, stores and types. Importing this module registers
 * no custom element (see `vms-widgets/define`). Everything the reference portal uses comes from
 * here: if it needs something more, that is a gap in this public API.
 */
// Configuration
export { configure, $config } from "./core/config/config-store";
export type { Config, ConfigInput, TokenGrant, TokenProvider } from "./core/config/config-schema";
export type { VmsErrorReport, VmsErrorCode, ErrorHook } from "./core/report/report-types";

// Data: errors, remote state
export { ApiError, isApiError } from "./core/api/api-error";
export type { ApiErrorCode } from "./core/api/api-error";
export { dataOf } from "./core/api/remote-data";
export type { RemoteData } from "./core/api/remote-data";
export type { RemoteStore } from "./core/api/remote-store";
export * from "./core/schemas";

// Translations: the library's catalogues and `t`; `i18n` is an i18next instance mirroring them for
// hosts that use i18next (only this entry carries i18next).
export { addCatalogue, t, $language } from "./core/i18n/i18n";
export { i18n } from "./core/i18n/i18next-instance";
export type { Catalogue } from "./core/i18n/i18n";
export { useT } from "./ui/use-t";

// Navigation and the shared selection
export { NavigateDetailSchema } from "./core/navigation/navigation";
export type { NavigateDetail } from "./core/navigation/navigation";
export { streamPath, historyPath } from "./core/navigation/routes";
export { $selectedUnit, selectUnit, deselectUnit, SelectedUnitSchema } from "./core/units/selection";
export type { SelectedUnit, UnitKind } from "./core/units/selection";

// Notifications and the session
export { notify, dismiss, $visibleNotifications } from "./core/notifications/notifications-store";
export {
  ensureSession,
  signOut,
  signIn,
  signInUrl,
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
export { $userSettings, changeUserSettings } from "./core/session/user-settings";
export { languageFromCookie, LANGUAGE_COOKIE } from "./core/session/language-cookie";
export { LANGUAGES, type Language, type UserSettings, type UserSettingsWrite } from "./core/schemas/session";

// Shared pieces for hosts
export { NotificationStack } from "./ui/notifications";
export { SessionExpiredDialog } from "./ui/session-expired";

// The widget system (for widgets written outside this package)
export { defineSpec, prop, event } from "./core/element/spec";
export type { WidgetSpec, PropValues, EventMapOf, DetailOf } from "./core/element/spec";
export { defineWidget } from "./ui/element/define-widget";
export type { WidgetProps, ViewProps, Widget } from "./ui/element/define-widget";

// Widgets (each also a custom element: `vms-widgets/define` or `vms-widgets/<folder>.element`)
export { UnitMap, unitMapSpec } from "./unit-map";
export type { UnitMapProps } from "./unit-map";
export {
  $mapFilters,
  $allFiltersOn,
  toggleFilter,
  toggleAllFilters,
  resetFilters,
  $mapUnits,
  $mapPoints,
  $shownPoints,
  $mapLoaded,
} from "./unit-map";
export type { MapFilters, MapPoint, PointKind, PointMember } from "./unit-map";
export { UnitSearch, unitSearchSpec, SearchSubmitDetailSchema } from "./unit-search";
export type { UnitSearchProps } from "./unit-search";
export {
  $searchState,
  setSearchQuery,
  setSearchType,
  chooseClient,
  chooseRegion,
  clearScope,
} from "./core/search/search-state";
export type { SearchState, SearchScopeItem } from "./core/search/search-state";
export { $searchResults, runSearch, loadMoreResults } from "./unit-search/search-results-store";
export { $recentSearches, rememberSearch, forgetSearch } from "./unit-search/recent-searches";
export { $unitSearchRights } from "./core/units/rights-store";
export { UnitDrawer, unitDrawerSpec } from "./unit-drawer";
export type { UnitDrawerProps } from "./unit-drawer";
export { UnitHeader, unitHeaderSpec } from "./unit-header";
export type { UnitHeaderProps } from "./unit-header";
export { HistoryTimeline, historyTimelineSpec } from "./history-timeline";
export type { HistoryTimelineProps } from "./history-timeline";
export {
  PortalNav,
  portalNavSpec,
  navigationLinks,
  $navCollapsed,
  $navLinks,
  toggleNav,
  setNavCollapsed,
} from "./portal-nav";
export type { PortalNavProps, NavLink, NavLinkId, NavInput } from "./portal-nav";
export {
  InformationalVideo,
  informationalVideoSpec,
  openInformationalVideo,
  preloadInformationalVideo,
} from "./informational-video";
export type { InformationalVideoProps } from "./informational-video";
export {
  preloadStreamPlayer,
  StreamPlayer,
  streamPlayerSpec,
  $recentlyVisited,
  lastStreamedCamera,
  recordStreamVisit,
} from "./stream-player";
export type { StreamPlayerProps } from "./stream-player";
export { startStreamAhead } from "./stream-player/start-ahead";
export { Camera, cameraSpec, StreamErrorDetailSchema, StreamStatusDetailSchema } from "./camera";
export type { CameraProps, StreamErrorDetail, StreamStatusDetail } from "./camera";
export { RequestedVideos, requestedVideosSpec } from "./requested-videos";
export type { RequestedVideosProps } from "./requested-videos";
export { Mosaic, mosaicSpec, mosaicLayout, LAYOUT_TABLE, TileCloseDetailSchema } from "./mosaic";
export type { MosaicProps, MosaicLayout, Orientation } from "./mosaic";
export { Favorites, favoritesSpec, camListMosaicPath } from "./favorites";
export type { FavoritesProps } from "./favorites";
export {
  AlertsList,
  alertsListSpec,
  ResolveRequestDetailSchema,
  $alertsFeed,
  $alerts,
  $unresolvedCount,
  alertsFeed,
  watchAlertEventTimes,
  desktopNotifications,
} from "./alerts-list";
export type { AlertsListProps, AlertsFeedState } from "./alerts-list";
// Real-time connection state (document 3 §7): "idle" | "connecting" | "connected" | "disconnected" | "refused"
export { $securityAlertsStatus, $viewStatus } from "./core/realtime";
export { ResolveDialog, resolveDialogSpec } from "./resolve-dialog";
export type { ResolveDialogProps } from "./resolve-dialog";
export { AlertView, alertViewSpec, viewMode, viewedAlertId, viewLinks, queryId } from "./alert-view";
export type { AlertViewProps, ViewMode, ViewQuery } from "./alert-view";
export { VoiceCall, voiceCallSpec, CallChangeDetailSchema } from "./voice-call";
export type { VoiceCallProps } from "./voice-call";
