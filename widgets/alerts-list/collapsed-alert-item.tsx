import type { HTMLAttributes } from "react";
import type { Alert } from "../core/schemas/alerts";
import type { Viewer } from "../core/schemas/realtime";
import { formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { AlertTypeIcon } from "./alert-type-icon";

interface Props {
  alert: Alert;
  /** The other operator viewing it. */
  viewer: Viewer;
  title: string;
  /** 'Unit at Location'. */
  place: string;
  /** The client's name, when the user sees other clients' alerts. */
  client: string | null | undefined;
  language: string;
  /** The list item's attributes (position, roving tab index, focus). */
  itemProps: HTMLAttributes<HTMLElement> & { "data-alert-id": number };
}

/** An alert another operator views: collapsed to who views it since when, and where (document 3 §2.3). */
export function CollapsedAlertItem({ alert, viewer, title, place, client, language, itemProps }: Props) {
  const t = useT("alertsList");
  const zone = alert.locationTimezone;
  return (
    <article
      {...itemProps}
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
