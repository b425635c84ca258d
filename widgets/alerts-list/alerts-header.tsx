import { useStore } from "@nanostores/react";
import { useT } from "../ui/use-t";
import { $unresolvedCount, desktopNotifications } from "../core/alerts/alerts-store";

/** 'Alerts', the unresolved count and the desktop-notifications opt-in. */
export function AlertsHeader({ titleId }: { titleId: string }) {
  const t = useT("alertsList");
  const count = useStore($unresolvedCount);
  const notifications = useStore(desktopNotifications.$state);
  return (
    <header className="header" part="header">
      <h2 id={titleId}>{t("title")}</h2>
      {count !== undefined && count > 0 && (
        <span className="count" role="status">
          {t("count", { count })}
        </span>
      )}
      {notifications !== "unsupported" && (
        <button
          type="button"
          className="notifications"
          part="notifications-button"
          aria-pressed={notifications === "on"}
          disabled={notifications === "blocked"}
          title={notifications === "blocked" ? t("notifications.blocked") : undefined}
          onClick={() => {
            if (notifications === "on") desktopNotifications.disable();
            else void desktopNotifications.enable();
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          {t(notifications === "on" ? "notifications.enabled" : "notifications.enable")}
        </button>
      )}
    </header>
  );
}
