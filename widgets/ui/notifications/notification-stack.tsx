import { useStore } from "@nanostores/react";
import { $visibleNotifications, dismiss, type Notification } from "../../core/notifications/notifications-store";
import { ShadowScope } from "../shadow/shadow-scope";
import { useT } from "../use-t";
import css from "./notification-stack.css?inline";

const STYLES = [css];

function Item({ notification }: { notification: Notification }) {
  const t = useT("core");
  const urgent = notification.severity === "error" || notification.severity === "warning";
  return (
    <li
      className="vms-notification"
      part="notification"
      data-severity={notification.severity}
      role={urgent ? "alert" : "status"}
    >
      <span className="vms-notification-text">{t(notification.key, notification.values)}</span>
      <button
        type="button"
        className="vms-notification-dismiss"
        aria-label={t("dismiss")}
        title={t("dismiss")}
        onClick={() => dismiss(notification.id)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/** The visible notifications (at most 4), bottom right, in its own shadow root. Include it once per page. */
export function NotificationStack() {
  const notifications = useStore($visibleNotifications);
  return (
    <ShadowScope styles={STYLES}>
      <ul className="vms-notification-stack" part="notifications" aria-live="polite">
        {notifications.map((notification) => (
          <Item key={notification.id} notification={notification} />
        ))}
      </ul>
    </ShadowScope>
  );
}
