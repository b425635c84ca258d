import { computed } from "nanostores";
import { callApi } from "../api/call-api";
import { stream } from "../contract/stream-calls";
import { notify } from "../notifications/notifications-store";
import { presence, realtime } from "../realtime";
import { $userInfo } from "../session/session-store";
import { dataOf } from "../api/remote-data";
import { createAlertsFeed } from "./alerts-feed";
import { createDesktopNotifications } from "./desktop-notifications";
// Its failure ('Failed to retrieve alerts') is a shared alerts string.
import "./alerts.catalogue";

/**
 * The page's alert list (document 3 §2.3, §4): GET /api/alerts, then 'alert raised', 'media
 * available' and 'resolve initiated' on /security_alerts; reconciled after reconnections the server
 * did not recover. Loads when the first widget listens; a burst of events renders once per 50 ms.
 */
const eventTimeListeners = new Set<(ms: number) => void>();

/**
 * Calls `listener` with the handling time (ms) of every alert event the page's list applies
 * (benchmarks: the burst p95). Returns the function that stops it.
 */
export function watchAlertEventTimes(listener: (ms: number) => void): () => void {
  eventTimeListeners.add(listener);
  return () => eventTimeListeners.delete(listener);
}

export const alertsFeed = createAlertsFeed({
  client: realtime,
  fetchAlerts: async (signal) => (await callApi(stream.alerts, { signal })).data,
  onRefetchError: () => notify("error", "alertsList:failedHead"),
  publish: 50,
  onEventHandled: (ms) => {
    for (const listener of eventTimeListeners) listener(ms);
  },
});
export const $alertsFeed = alertsFeed.$state;

/** The unresolved alerts shown, newest first (empty until loaded). */
export const $alerts = computed($alertsFeed, (state) => (state.status === "success" ? state.alerts : []));

/** Unresolved-alert count for a navigation badge: undefined until the list has loaded. */
export const $unresolvedCount = computed($alertsFeed, (state) =>
  state.status === "success" ? state.alerts.length : undefined,
);

/** Viewers of every alert room (collapsing items that another operator is viewing). */
export const $alertViewers = presence.$viewers;

/** The signed-in user: username (who is "another operator") and primary client (client-name rule). */
export const $alertsUser = computed($userInfo, (info) => {
  const user = dataOf(info);
  return { username: user?.username, clientId: user?.lvtc };
});

/** The opt-in desktop notifications of this browser (beyond the spec). */
export const desktopNotifications = createDesktopNotifications();
