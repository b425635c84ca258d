import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import type { MouseEvent } from "react";
import { alertTypeKey } from "../core/alerts/alert-type";
import type { RemoteData } from "../core/api/remote-data";
import { notAsked } from "../core/api/remote-data";
import { navigationDetail } from "../core/navigation/navigation";
import { alertPath } from "../core/navigation/routes";
import type { UnitAlert } from "../core/schemas/alerts";
import { formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { hourAlertsStore, markersIn, type AlertMarker } from "./hour-alerts";
import { HOUR } from "./timeline-constants";
import type { TimelineView } from "./timeline-geometry";

interface Props {
  liveUnitId: number | undefined;
  view: TimelineView;
  width: number;
  tz: string;
  locale: string;
  navigate(path: string): boolean;
}

const idle: ReadableAtom<RemoteData<readonly UnitAlert[]>> = atom(notAsked);
const loaded = (data: RemoteData<readonly UnitAlert[]>) => (data.status === "success" ? data.data : []);

/** The alerts of the two clock hours a view (at most an hour long) touches. */
function useViewAlerts(liveUnitId: number | undefined, view: TimelineView): readonly UnitAlert[] {
  const first = Math.floor(view.start / HOUR) * HOUR;
  const a = useStore(liveUnitId ? hourAlertsStore(liveUnitId, first) : idle);
  const b = useStore(liveUnitId ? hourAlertsStore(liveUnitId, first + HOUR) : idle);
  return [...loaded(a), ...loaded(b)];
}

/**
 * The unit's alerts on the timeline (beyond the spec; Frigate and Verkada show them): a marker at
 * each alert's moment, a link to the alert's page. Live units only; nothing for users without
 * the alerts flag (the call answers 403: no markers).
 */
export function AlertMarkers({ liveUnitId, view, width, tz, locale, navigate }: Props) {
  const t = useT("historyTimeline");
  const markers = markersIn(useViewAlerts(liveUnitId, view), view.start, view.start + view.span);
  if (!liveUnitId || markers.length === 0 || width <= 0) return null;
  const label = (marker: AlertMarker) =>
    t(marker.resolved ? "alertMarkerResolved" : "alertMarker", {
      type: t(alertTypeKey(marker.alertType)),
      time: formatTime(marker.ms, tz, locale),
    });
  const open = (event: MouseEvent, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <ul className="alert-markers" part="alert-markers" aria-label={t("alertMarkers")}>
      {markers.map((marker) => {
        const path = alertPath(liveUnitId, marker.alertId);
        return (
          <li key={marker.alertId} style={{ left: ((marker.ms - view.start) / view.span) * width }}>
            <a
              className={marker.resolved ? "alert-marker resolved" : "alert-marker"}
              part="alert-marker"
              href={navigationDetail(path).href}
              title={label(marker)}
              aria-label={label(marker)}
              onClick={(event) => open(event, path)}
            />
          </li>
        );
      })}
    </ul>
  );
}
