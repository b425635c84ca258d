import { useStore } from "@nanostores/react";
import { memo, type MouseEvent } from "react";
import { $language } from "../core/i18n/i18n";
import { navigationDetail } from "../core/navigation/navigation";
import type { Alert } from "../core/schemas/alerts";
import type { Viewer } from "../core/schemas/realtime";
import { formatDateTime, formatTime, timeZoneAbbreviation } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { AlertClip } from "./alert-clip";
import { alertTypeKey } from "../core/alerts/alert-type";
import { alertLinks, clientNameShown, clipsOf } from "./alert-item-model";
import { AlertTypeIcon } from "./alert-type-icon";

interface Props {
  alert: Alert;
  index: number;
  count: number;
  /** The other operator viewing it (collapses the item), if any. */
  viewer: Viewer | undefined;
  userClientId: number | undefined;
  focused: boolean;
  onFocusItem(index: number): void;
  onNavigate(path: string): void;
  onResolve(alert: Alert): void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One alert of the list: expanded, or collapsed while another operator views it (document 3 §2.3).
 * Memoised: a new alert, a scroll or a presence change re-renders only the items whose props changed.
 */
export const AlertItem = memo(function AlertItem({
  alert,
  index,
  count,
  viewer,
  userClientId,
  focused,
  onFocusItem,
  onNavigate,
  onResolve,
}: Props) {
  const t = useT("alertsList");
  const language = useStore($language);
  const zone = alert.locationTimezone;
  const at = Date.parse(alert.alertTimestamp);
  const when = `${formatDateTime(at, zone, language)} ${timeZoneAbbreviation(at, zone)}`;
  const client = clientNameShown(alert, userClientId);
  const title = t(alertTypeKey(alert.alertType));
  const links = alertLinks(alert);
  const place = t("unitAtLocation", { unit: alert.liveUnitName, location: alert.locationName ?? "—" });
  const link = (path: string, label: string) => (
    <a
      className="action"
      part="action-button"
      href={navigationDetail(path).href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onNavigate(path);
      }}
    >
      {label}
    </a>
  );

  const common = {
    "data-alert-id": alert.alertId,
    "aria-posinset": index + 1,
    "aria-setsize": count,
    tabIndex: focused ? 0 : -1,
    onFocus: () => onFocusItem(index),
  };

  if (viewer) {
    return (
      <article
        {...common}
        className="item collapsed"
        part="item item-collapsed"
        aria-label={`${title}, ${t("viewedBy", { username: viewer.username })}`}
      >
        <AlertTypeIcon type={alert.alertType} />
        <div className="collapsed-text">
          <p className="viewer">
            <strong>{t("viewedBy", { username: viewer.username })}</strong>{" "}
            <span className="muted">
              {t("viewingSince", { time: formatTime(Date.parse(viewer.joined), zone, language) })}
            </span>
          </p>
          <p className="muted">
            {place}
            {client && <span className="client"> · {client}</span>}
          </p>
        </div>
      </article>
    );
  }

  return (
    <article {...common} className="item" part="item" aria-label={`${title}, ${alert.liveUnitName}, ${when}`}>
      <div className="clips">
        {clipsOf(alert.media).map((clip) => (
          <AlertClip key={clip.role} clip={clip} />
        ))}
      </div>
      <div className="details">
        <h3 className="title">
          <AlertTypeIcon type={alert.alertType} />
          <span>{title}</span>
        </h3>
        {alert.alertSubject && <p className="subject">{t(`subjects.${alert.alertSubject}`)}</p>}
        <p className="muted">
          <time dateTime={alert.alertTimestamp}>{when}</time>
        </p>
        <p className="muted">{place}</p>
        {client && <p className="client">{client}</p>}
      </div>
      <div className="footer">
        {link(links.live, t("goLive"))}
        {link(links.alert, t("goToAlert"))}
        {link(links.history, t("history"))}
        <button
          type="button"
          className="action resolve"
          part="action-button resolve-button"
          onClick={() => onResolve(alert)}
        >
          {t("resolve")}
        </button>
      </div>
    </article>
  );
});
