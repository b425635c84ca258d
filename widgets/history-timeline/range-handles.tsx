import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from "react";
import { formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { RANGE_KEYS, rangeByKey, type RangePart } from "./request-rules";
import { TIMESPAN } from "./timeline-constants";
import { xOf, type TimelineView } from "./timeline-geometry";
import { requestEnd, type HistoryState } from "./timeline-rules";
import type { Rule } from "./use-history-state";

type PointerHandler = (event: ReactPointerEvent<HTMLElement>) => void;

interface Props {
  state: HistoryState;
  apply(rule: Rule): void;
  view: TimelineView;
  width: number;
  tz: string;
  locale: string;
  pointer: { down: PointerHandler; move: PointerHandler; up: PointerHandler };
}

const PARTS: readonly { part: RangePart; className: string; label: "rangeStart" | "rangeBody" | "rangeEnd" }[] = [
  { part: "body", className: "range-body", label: "rangeBody" },
  { part: "start", className: "handle start", label: "rangeStart" },
  { part: "end", className: "handle end", label: "rangeEnd" },
];

/**
 * The selection range on the timeline (document 2 §2): drag the start, the body or the end. Beyond
 * the spec each part is also a slider of its own: ←/→ one tick (60 s), PageUp/PageDown ten, with
 * the clamps of dragging; the value is announced as a time in the location's zone.
 */
export function RangeHandles({ state, apply, view, width, tz, locale, pointer }: Props) {
  const t = useT("historyTimeline");
  const end = requestEnd(state);
  const x = xOf(state.requestStart, view, width);
  const w = xOf(end, view, width) - x;
  const values: Record<RangePart, { now: number; text: string }> = {
    start: { now: state.requestStart, text: formatTime(state.requestStart, tz, locale) },
    end: { now: end, text: formatTime(end, tz, locale) },
    body: {
      now: state.requestStart,
      text: t("range", { start: formatTime(state.requestStart, tz, locale), end: formatTime(end, tz, locale) }),
    },
  };
  const onKey = (part: RangePart) => (event: KeyboardEvent<HTMLElement>) => {
    if (!RANGE_KEYS.has(event.key)) return;
    event.preventDefault();
    apply((s, ctx) => rangeByKey(s, part, event.key, ctx) ?? s);
  };

  return (
    <div part="range" className="range" style={{ left: x, width: Math.max(4, w) }}>
      {PARTS.map(({ part, className, label }) => (
        <span
          key={part}
          className={className}
          role="slider"
          tabIndex={0}
          aria-label={t(label)}
          aria-valuemin={Math.round(state.timelineStart / 1000)}
          aria-valuemax={Math.round((state.timelineStart + TIMESPAN) / 1000)}
          aria-valuenow={Math.round(values[part].now / 1000)}
          aria-valuetext={values[part].text}
          data-handle={part}
          onKeyDown={onKey(part)}
          onPointerDown={pointer.down}
          onPointerMove={pointer.move}
          onPointerUp={pointer.up}
          onPointerCancel={pointer.up}
        />
      ))}
    </div>
  );
}
