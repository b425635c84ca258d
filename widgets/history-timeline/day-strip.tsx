import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { formatDate, formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { coverageBounds, dayCoverage, percentOf, stripDay, stripTarget, timeOnStrip } from "./day-coverage";
import type { HistoryEntry } from "./history-store";
import { TIMESPAN } from "./timeline-constants";
import { setTimelineStart, type HistoryState } from "./timeline-rules";
import type { Rule } from "./use-history-state";

interface Props {
  entries: readonly HistoryEntry[];
  state: HistoryState;
  apply(rule: Rule): void;
  tz: string;
  locale: string;
  now: number;
}

type Day = ReturnType<typeof stripDay>;
type Preset = { preset: HistoryEntry["presets"][number]; camera: string };
type Coverage = ReturnType<typeof dayCoverage>;
type Ranges = ReadonlyMap<number, readonly { from: number; to: number }[]> | null;

/** The presets' coverage of the day shown, asked again when the day or the presets change. */
function useCoverage(presets: readonly Preset[], { start, end }: Day) {
  const [coverage] = useState(dayCoverage);
  const remote = useStore(coverage.store);
  const presetKey = presets.map((p) => p.preset.id).join(",");
  useEffect(() => {
    const ids = presetKey ? presetKey.split(",").map(Number) : [];
    const bounds = coverageBounds({ start, end });
    coverage.input.set(ids.length ? { ...bounds, presetIds: ids } : null);
  }, [coverage, presetKey, start, end]);
  return { coverage, remote };
}

/** The strip's heading (its date) with the loading text or the failure and Retry. */
function StripHead({
  headId,
  day,
  tz,
  locale,
  coverage,
}: {
  headId: string;
  day: Day;
  tz: string;
  locale: string;
  coverage: Coverage;
}) {
  const t = useT("historyTimeline");
  const remote = useStore(coverage.store);
  return (
    <div className="strip-head">
      <span id={headId}>{t("dayStrip", { date: formatDate(day.start, tz, locale) })}</span>
      {(remote.status === "loading" || remote.status === "notAsked") && (
        <span className="strip-status" role="status">
          {t("dayStripLoading")}
        </span>
      )}
      {remote.status === "error" && (
        <span className="strip-status error" role="alert">
          {t("dayStripFailed")}{" "}
          <button type="button" className="link" onClick={() => void coverage.store.reload()}>
            {t("retry")}
          </button>
        </span>
      )}
    </div>
  );
}

/** What the slider draws: the hours, one bar per preset with its coverage, the future and the hour shown. */
function StripRows({
  day,
  presets,
  data,
  marks,
  tz,
  locale,
}: {
  day: Day;
  presets: readonly Preset[];
  data: Ranges;
  marks: { shown: Span; future: Span };
  tz: string;
  locale: string;
}) {
  return (
    <>
      {[0, 6, 12, 18].map((h) => {
        const at = percentOf({ from: day.start + h * 3_600_000, to: day.end }, day);
        return (
          at && (
            <span key={h} className="strip-hour" style={{ left: `${at.left}%` }}>
              {formatTime(day.start + h * 3_600_000, tz, locale)}
            </span>
          )
        );
      })}
      <span className="strip-rows" aria-hidden="true">
        {presets.map(({ preset }) => {
          const ranges = data?.get(preset.id);
          return (
            <span key={preset.id} className={data ? "strip-bar" : "strip-bar pending"}>
              {ranges?.map((r) => {
                const at = percentOf(r, day);
                return (
                  at && (
                    <span key={r.from} className="strip-on" style={{ left: `${at.left}%`, width: `${at.width}%` }} />
                  )
                );
              })}
            </span>
          );
        })}
        {marks.future && (
          <span className="strip-future" style={{ left: `${marks.future.left}%`, width: `${marks.future.width}%` }} />
        )}
        {marks.shown && (
          <span className="strip-window" style={{ left: `${marks.shown.left}%`, width: `${marks.shown.width}%` }} />
        )}
      </span>
    </>
  );
}
type Span = ReturnType<typeof percentOf>;

/** The presets by name, each with its coverage in words for a screen reader. */
function StripNames({
  headId,
  presets,
  data,
  tz,
  locale,
}: {
  headId: string;
  presets: readonly Preset[];
  data: Ranges;
  tz: string;
  locale: string;
}) {
  const t = useT("historyTimeline");
  const span = (from: number, to: number) =>
    t("dayStripSpan", { from: formatTime(from, tz, locale), to: formatTime(to, tz, locale) });
  return (
    <ul className="strip-names" aria-labelledby={headId}>
      {presets.map(({ preset, camera }) => {
        const ranges = data?.get(preset.id);
        return (
          <li key={preset.id}>
            {/* The camera's name gives way first on a narrow screen; the preset's stays. */}
            <span className="strip-camera">{camera}</span>
            <span className="strip-preset">{preset.name}</span>
            {ranges && (
              <span className="visually-hidden">
                {ranges.length === 0
                  ? t("dayStripNone")
                  : t("dayStripCovered", { ranges: ranges.map((r) => span(r.from, r.to)).join(", ") })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The day strip (beyond the spec): for each camera's presets, where images exist over the day shown
 * (gaps: the camera was offline or not recording), with the hour on the timeline marked. Clicking
 * or dragging on it, or its slider's keys, move the timeline there (centred, with the timeline's
 * clamps). Loading and failure stay inside the strip; the page goes on without it.
 */
export function DayStrip({ entries, state, apply, tz, locale, now }: Props) {
  const t = useT("historyTimeline");
  const headId = useId();
  const day = stripDay(state.timelineStart, tz);
  const presets = entries.flatMap((e) => e.presets.map((p) => ({ preset: p, camera: e.record.name })));
  const { coverage, remote } = useCoverage(presets, day);
  const pressed = useRef(false);

  const goTo = (center: number) =>
    apply((s, ctx) => setTimelineStart(s, Math.round(center / 60_000) * 60_000 - TIMESPAN / 2, ctx));
  const fromPointer = (event: ReactPointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    goTo(timeOnStrip((event.clientX - box.left) / Math.max(1, box.width), day));
  };
  const center = state.timelineStart + TIMESPAN / 2;
  const shown = percentOf({ from: state.timelineStart, to: state.timelineStart + TIMESPAN }, day, 0.5);
  const future = percentOf({ from: now, to: day.end }, day);
  const data = remote.status === "success" ? remote.data : null;

  return (
    <div part="day-strip" className="day-strip">
      <StripHead headId={headId} day={day} tz={tz} locale={locale} coverage={coverage} />
      <div
        className="strip-axis"
        role="slider"
        tabIndex={0}
        aria-labelledby={headId}
        aria-valuemin={Math.round(day.start / 1000)}
        aria-valuemax={Math.round(day.end / 1000)}
        aria-valuenow={Math.round(center / 1000)}
        aria-valuetext={t("dayStripValue", {
          start: formatTime(state.timelineStart, tz, locale),
          end: formatTime(state.timelineStart + TIMESPAN, tz, locale),
        })}
        onKeyDown={(event) => {
          const target = stripTarget(event.key, center, day);
          if (target === null) return;
          event.preventDefault();
          goTo(target);
        }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          pressed.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => pressed.current && fromPointer(event)}
        onPointerUp={() => (pressed.current = false)}
        onPointerCancel={() => (pressed.current = false)}
      >
        <StripRows day={day} presets={presets} data={data} marks={{ shown, future }} tz={tz} locale={locale} />
      </div>
      <StripNames headId={headId} presets={presets} data={data} tz={tz} locale={locale} />
    </div>
  );
}
