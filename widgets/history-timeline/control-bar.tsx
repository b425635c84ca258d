import { useId } from "react";
import { formatDate, formatDateTime, timeZoneAbbreviation } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { DraftField } from "./draft-field";
import { historyDateMax, historyInputs, setHistoryDate, setHistoryTime } from "./picker-rules";
import { enterSelectionMode, lookbackStart, selectVideoAvailability, type HistoryState } from "./timeline-rules";
import type { HistoryData } from "./history-store";
import type { Rule } from "./use-history-state";

interface Props {
  data: HistoryData;
  state: HistoryState;
  apply(rule: Rule): void;
  now: number;
  locale: string;
  onRequestedVideos(): void;
}

/**
 * The control bar (document 2 §2): Date (no future dates), Time, the read-only Time Zone, Select
 * Video (disabled with its tooltip outside the recording window), the note, and on live units the
 * 'Previously Requested Videos' button.
 */
export function ControlBar({ data, state, apply, now, locale, onRequestedVideos }: Props) {
  const t = useT("historyTimeline");
  const ids = { tz: useId(), tip: useId() };
  const tz = data.timezone;
  const inputs = historyInputs(state, tz);
  const ctx = { now, recordingStart: data.recordingStart };
  const live = data.unit.kind === "live_unit";
  const availability = selectVideoAvailability(state.timelineStart, ctx);
  const tooltip = t("selectVideoTooltip", {
    start: formatDateTime(availability.start, tz, locale),
    now: formatDateTime(availability.now, tz, locale),
  });
  const selectDisabled = availability.disabled || !data.canRequestVideo;

  return (
    <div part="control-bar" className="control-bar">
      <div className="fields">
        <DraftField
          label={t("date")}
          type="date"
          value={inputs.date}
          max={historyDateMax(ctx, tz)}
          onDraft={(value) => apply((s, c) => setHistoryDate(s, value, c, tz))}
        />
        <DraftField
          label={t("time")}
          type="time"
          value={inputs.time.slice(0, 5)}
          onDraft={(value) => apply((s, c) => setHistoryTime(s, value, c, tz))}
        />
        <label className="field" htmlFor={ids.tz}>
          <span>{t("timeZone")}</span>
          <input id={ids.tz} type="text" readOnly value={`${timeZoneAbbreviation(state.timelineStart, tz)} (${tz})`} />
        </label>
        {live && !state.selectionMode && (
          <span className="select-wrap" title={availability.disabled ? tooltip : undefined}>
            <button
              type="button"
              part="select-video-button"
              className="primary"
              disabled={selectDisabled}
              aria-describedby={availability.disabled ? ids.tip : undefined}
              onClick={() => apply(enterSelectionMode)}
            >
              {t("selectVideo")}
            </button>
            {availability.disabled && (
              <span id={ids.tip} role="tooltip" className="tooltip">
                {tooltip}
              </span>
            )}
          </span>
        )}
        {live && (
          <button type="button" part="requested-videos-button" className="secondary" onClick={onRequestedVideos}>
            {t("previouslyRequested")}
          </button>
        )}
      </div>
      <p part="note" className="note">
        {live ? t("liveUnitNote", { date: formatDate(lookbackStart(ctx), tz, locale) }) : t("cabinetNote")}
      </p>
    </div>
  );
}
