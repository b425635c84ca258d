import { useStore } from "@nanostores/react";
import { $visibleNotifications, dismiss, type Notification } from "../../core/notifications/notifications-store";
import { useT } from "../use-t";

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

/** The visible notifications (at most 4), bottom right. Include it once per page or widget. */
export function NotificationStack() {
  const notifications = useStore($visibleNotifications);
  return (
    <ul className="vms-notification-stack" part="notifications" aria-live="polite">
      {notifications.map((notification) => (
        <Item key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
