import { useId, useState } from "react";
import { formatDateTimeSeconds } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { requestDateBounds, requestInputs, setRequestDate, setRequestTime } from "./picker-rules";
import { isRequestValid, setDurationMinutes } from "./request-rules";
import { leaveSelectionMode, requestEnd, type HistoryState, type RuleContext } from "./timeline-rules";
import type { Rule } from "./use-history-state";

interface Props {
  state: HistoryState;
  apply(rule: Rule): void;
  ctx: RuleContext;
  tz: string;
  locale: string;
  onRequest(): void;
}

/** A controlled input that keeps what is typed until blur, then shows the state's value again (invalid values revert). */
function useDraft(value: string): [string, (next: string) => void, () => void] {
  const [draft, setDraft] = useState<string | null>(null);
  return [draft ?? value, setDraft, () => setDraft(null)];
}

const minutesText = (durationS: number) => String(Math.round((durationS / 60) * 100) / 100);

/**
 * Video selection mode (document 2 §2, §5): Date, Start Time, Duration (Min) and the End display,
 * each change through the request rules (refused values are ignored and revert on blur), Request
 * Video, and the close icon.
 */
export function SelectionBar({ state, apply, ctx, tz, locale, onRequest }: Props) {
  const t = useT("historyTimeline");
  const ids = { date: useId(), time: useId(), minutes: useId() };
  const inputs = requestInputs(state, tz);
  const bounds = requestDateBounds(ctx, tz);
  const [date, setDate, resetDate] = useDraft(inputs.date);
  const [time, setTime, resetTime] = useDraft(inputs.time);
  const [minutes, setMinutes, resetMinutes] = useDraft(minutesText(state.durationS));

  return (
    <div part="selection" className="selection" role="group" aria-label={t("videoSelection")}>
      <label className="field" htmlFor={ids.date}>
        <span>{t("date")}</span>
        <input
          id={ids.date}
          type="date"
          value={date}
          min={bounds.min}
          max={bounds.max}
          onChange={(event) => {
            setDate(event.target.value);
            apply((s, c) => setRequestDate(s, event.target.value, c, tz));
          }}
          onBlur={resetDate}
        />
      </label>
      <label className="field" htmlFor={ids.time}>
        <span>{t("startTime")}</span>
        <input
          id={ids.time}
          type="time"
          step={1}
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            apply((s, c) => setRequestTime(s, event.target.value, c, tz));
          }}
          onBlur={resetTime}
        />
      </label>
      <label className="field narrow" htmlFor={ids.minutes}>
        <span>{t("durationMin")}</span>
        <input
          id={ids.minutes}
          type="number"
          min={0}
          max={30}
          step={1}
          inputMode="decimal"
          value={minutes}
          onChange={(event) => {
            setMinutes(event.target.value);
            apply((s, c) => setDurationMinutes(s, event.target.value, c));
          }}
          onBlur={resetMinutes}
        />
      </label>
      <div className="field">
        <span>{t("end")}</span>
        <output className="end">{formatDateTimeSeconds(requestEnd(state), tz, locale)}</output>
      </div>
      <button type="button" className="primary" disabled={!isRequestValid(state, ctx)} onClick={onRequest}>
        {t("requestVideo")}
      </button>
      <button
        type="button"
        className="icon"
        aria-label={t("closeSelection")}
        onClick={() => apply((s) => leaveSelectionMode(s))}
      >
        ×
      </button>
    </div>
  );
}
