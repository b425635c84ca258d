import { $config } from "../config/config-store";
import { notify } from "../notifications/notifications-store";
import { $userToken, recheckSession } from "../session/session-store";
import { DISCONNECT_NOTICE_MS } from "./disconnect-notice";
import { createPresence } from "./presence";
import { createRealtimeClient } from "./realtime-client";

/**
 * The page's real-time client (document 3 §7): sockets to `{realtimeEventsUrl}/security_alerts`
 * and `{realtimeEventsUrl}/view`, authenticated with the user token, opened when a store first
 * listens and closed when the last one leaves. See docs/guides/realtime.md.
 */
export const realtime = createRealtimeClient({
  baseUrl: () => $config.get().realtimeEventsUrl,
  watchBaseUrl: (listener) => $config.listen(listener),
  token: () => $userToken.get(),
  watchToken: (listener) => $userToken.listen(listener),
  // The portal fetches its token; a refused handshake may mean it expired: fetch a fresh one.
  onUnauthorized: () => {
    if (!$config.get().token) void recheckSession();
  },
  onDisconnectNotice: () => notify("error", "core:errors.realtimeDisconnected", undefined, DISCONNECT_NOTICE_MS),
});

/** Presence rooms on `/view` over the page's client. */
export const presence = createPresence(realtime);

/** The connection state of `/security_alerts`. */
export const $securityAlertsStatus = realtime.status("/security_alerts");
/** The connection state of `/view`. */
export const $viewStatus = realtime.status("/view");

export { createRealtimeClient, socketTarget } from "./realtime-client";
export type { RealtimeClient, RealtimeClientOptions } from "./realtime-client";
export { createPresence, roomId } from "./presence";
export type { Presence } from "./presence";
export { REALTIME_GRACE_MS, DISCONNECT_NOTICE_MS, watchDisconnects } from "./disconnect-notice";
export { RETRY_DELAYS_MS, NamespaceConnection } from "./namespace-connection";
export type * from "./realtime-types";
