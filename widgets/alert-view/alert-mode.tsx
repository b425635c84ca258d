import { useState } from "react";
import { MosaicGrid } from "../ui/mosaic";
import type { Alert } from "../core/schemas/alerts";
import { formatDateTime, formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { alertTypeKey } from "../core/alerts/alert-type";
import { mediaTiles, mediaTimestamps } from "./alert-media";
import { RESOLVED } from "./alert-view-store";
import { Icon } from "./icons";
import { MediaTile } from "./media-tile";

interface Props {
  alert: Alert;
  language: string;
  onResolve(): void;
  onGoLive(): void;
}

/**
 * Alert mode (document 3 §2.2): the media of the chosen timestamp in a mosaic, and the timeline
 * footer (type and date, timestamp buttons in the location's zone with a play icon on the first,
 * Resolve / 'resolved', Go Live).
 */
export function AlertMode({ alert, language, onResolve, onGoLive }: Props) {
  const t = useT("alertView");
  const tt = useT("alertsList");
  const timestamps = mediaTimestamps(alert.media);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const current = chosen && timestamps.includes(chosen) ? chosen : timestamps[0];
  const tiles = mediaTiles(alert.media, current);
  const resolved = alert.state === RESOLVED;
  const zone = alert.locationTimezone;
  return (
    <>
      <MosaicGrid count={tiles.length} className="unit-mosaic" part="mosaic" label={t("media")}>
        {tiles.length === 0 && (
          <p className="mosaic-note" role="status">
            {t("noAlertMedia")}
          </p>
        )}
        {tiles.map((tile) => (
          <MediaTile key={tile.key} tile={tile} primary={current === timestamps[0]} />
        ))}
      </MosaicGrid>
      <footer className="footer alert-footer" part="footer">
        <div className="alert-summary">
          <strong className="alert-type">{tt(alertTypeKey(alert.alertType))}</strong>
          <span className="alert-date">{formatDateTime(Date.parse(alert.alertTimestamp), zone, language)}</span>
        </div>
        <div className="timeline" role="group" aria-label={t("timeline")}>
          {timestamps.map((at, index) => (
            <button
              key={at}
              type="button"
              className="timestamp"
              part="timestamp"
              aria-pressed={at === current}
              onClick={() => setChosen(at)}
            >
              {index === 0 && <Icon name="play" size={14} />}
              {formatTime(Date.parse(at), zone, language)}
            </button>
          ))}
        </div>
        <div className="footer-end">
          <button
            type="button"
            className="footer-button primary"
            part="footer-button"
            disabled={resolved}
            onClick={onResolve}
          >
            {resolved && <Icon name="check" />}
            {t(resolved ? "resolved" : "resolve")}
          </button>
          <button type="button" className="footer-button" part="footer-button" onClick={onGoLive}>
            <Icon name="live" />
            {t("goLive")}
          </button>
        </div>
      </footer>
    </>
  );
}
