import { atom, type ReadableAtom } from "nanostores";
import type { Alert } from "../schemas/alerts";
import type { RealtimeClient } from "../realtime";
import type { Unsubscribe } from "../realtime";

/** Where the opt-in is kept (this browser only). */
export const DESKTOP_NOTIFICATIONS_KEY = "vms.alert-desktop-notifications";

/**
 * Desktop notifications for new alerts (beyond the spec), only after the user opts in:
 * `unsupported` (no Notification API), `off`, `on` (opted in and permitted), `blocked` (the
 * browser or the user denied the permission).
 */
export type DesktopNotificationState = "unsupported" | "off" | "on" | "blocked";

/** What the module needs from the browser (replaced in tests). */
export interface NotificationHost {
  Notification?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
    new (title: string, options?: NotificationOptions): Pick<Notification, "close" | "onclick">;
  };
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** True when the user is looking at the page (then no desktop notification is needed). */
  pageInView(): boolean;
  focus(): void;
}

export const browserHost = (): NotificationHost => ({
  Notification: typeof Notification === "undefined" ? undefined : Notification,
  storage: typeof localStorage === "undefined" ? undefined : localStorage,
  pageInView: () => typeof document !== "undefined" && document.visibilityState === "visible" && document.hasFocus(),
  focus: () => globalThis.focus?.(),
});

export interface DesktopNotifications {
  $state: ReadableAtom<DesktopNotificationState>;
  /** Asks the browser for permission (call from a click) and opts in when granted. */
  enable(): Promise<DesktopNotificationState>;
  disable(): void;
  /**
   * Shows a notification for each 'alert raised' while opted in and the page is not in view.
   * `text` gives its title and body; `open` runs when it is clicked. Keeps /security_alerts open.
   */
  watch(
    client: RealtimeClient,
    text: (alert: Alert) => { title: string; body: string },
    open: (alert: Alert) => void,
  ): Unsubscribe;
}

export function createDesktopNotifications(host: NotificationHost = browserHost()): DesktopNotifications {
  const read = (): DesktopNotificationState => {
    if (!host.Notification) return "unsupported";
    if (host.Notification.permission === "denied") return "blocked";
    const optedIn = host.storage?.getItem(DESKTOP_NOTIFICATIONS_KEY) === "on";
    return optedIn && host.Notification.permission === "granted" ? "on" : "off";
  };
  const $state = atom<DesktopNotificationState>(read());

  return {
    $state,
    enable: async () => {
      if (!host.Notification) return "unsupported";
      const permission =
        host.Notification.permission === "granted" ? "granted" : await host.Notification.requestPermission();
      if (permission === "granted") host.storage?.setItem(DESKTOP_NOTIFICATIONS_KEY, "on");
      $state.set(read());
      return $state.get();
    },
    disable: () => {
      host.storage?.removeItem(DESKTOP_NOTIFICATIONS_KEY);
      $state.set(read());
    },
    watch: (client, text, open) =>
      client.on("alert raised", (alert) => {
        $state.set(read());
        if ($state.get() !== "on" || host.pageInView() || !host.Notification) return;
        const { title, body } = text(alert);
        const notification = new host.Notification(title, { body, tag: `vms-alert-${alert.alertId}` });
        notification.onclick = () => {
          host.focus();
          open(alert);
          notification.close();
        };
      }),
  };
}
