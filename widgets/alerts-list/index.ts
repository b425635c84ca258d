import "./alerts-list.catalogue";

export { AlertsList, type AlertsListProps } from "./alerts-list";
export { alertsListSpec, ResolveRequestDetailSchema } from "./alerts-list.spec";
export {
  $alertsFeed,
  $alerts,
  $unresolvedCount,
  alertsFeed,
  watchAlertEventTimes,
  desktopNotifications,
} from "./alerts-store";
export type { AlertsFeedState } from "./alerts-feed";
