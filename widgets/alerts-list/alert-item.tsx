import { useStore } from "@nanostores/react";
import { memo } from "react";
import { $language } from "../core/i18n/i18n";
import type { Alert } from "../core/schemas/alerts";
import type { Viewer } from "../core/schemas/realtime";
import { formatDateTime, timeZoneAbbreviation } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { ActionLink } from "./action-link";
import { AlertClip } from "./alert-clip";
import { alertTypeKey } from "../core/alerts/alert-type";
import { alertLinks, clientNameShown, clipsOf } from "./alert-item-model";
import { AlertTypeIcon } from "./alert-type-icon";
import { CollapsedAlertItem } from "./collapsed-alert-item";

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
  const common = {
    "data-alert-id": alert.alertId,
    "aria-posinset": index + 1,
    "aria-setsize": count,
    tabIndex: focused ? 0 : -1,
    onFocus: () => onFocusItem(index),
  };

  if (viewer)
    return (
      <CollapsedAlertItem
        alert={alert}
        viewer={viewer}
        title={title}
        place={place}
        client={client}
        language={language}
        itemProps={common}
      />
    );

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
        <ActionLink path={links.live} label={t("goLive")} onNavigate={onNavigate} />
        <ActionLink path={links.alert} label={t("goToAlert")} onNavigate={onNavigate} />
        <ActionLink path={links.history} label={t("history")} onNavigate={onNavigate} />
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
