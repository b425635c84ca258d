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
} from "../core/alerts/alerts-store";
export type { AlertsFeedState } from "../core/alerts/alerts-feed";
