import { formatDateTimeSeconds } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { DraftField } from "./draft-field";
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

const minutesText = (durationS: number) => String(Math.round((durationS / 60) * 100) / 100);

/**
 * Video selection mode (document 2 §2, §5): Date, Start Time, Duration (Min) and the End display,
 * each change through the request rules (refused values are ignored and revert on blur), Request
 * Video, and the close icon.
 */
export function SelectionBar({ state, apply, ctx, tz, locale, onRequest }: Props) {
  const t = useT("historyTimeline");
  const inputs = requestInputs(state, tz);
  const bounds = requestDateBounds(ctx, tz);

  return (
    <div part="selection" className="selection" role="group" aria-label={t("videoSelection")}>
      <DraftField
        label={t("date")}
        type="date"
        value={inputs.date}
        min={bounds.min}
        max={bounds.max}
        onDraft={(value) => apply((s, c) => setRequestDate(s, value, c, tz))}
      />
      <DraftField
        label={t("startTime")}
        type="time"
        step={1}
        value={inputs.time}
        onDraft={(value) => apply((s, c) => setRequestTime(s, value, c, tz))}
      />
      <DraftField
        label={t("durationMin")}
        fieldClassName="narrow"
        type="number"
        min={0}
        max={30}
        step={1}
        inputMode="decimal"
        value={minutesText(state.durationS)}
        onDraft={(value) => apply((s, c) => setDurationMinutes(s, value, c))}
      />
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
