import { useState, type ReactNode } from "react";
import { formatDateTime, formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { TIMESPAN } from "./timeline-constants";
import type { TimelineView } from "./timeline-geometry";
import { TimelineTicks } from "./timeline-ticks";
import { RangeHandles } from "./range-handles";
import { moveByChevron, scrubByKey, type HistoryState } from "./timeline-rules";
import type { Rule } from "./use-history-state";
import { useTimelineDrag } from "./use-timeline-drag";
import { useWheelZoom } from "./zoom-controls";

interface Props {
  state: HistoryState;
  apply(rule: Rule): void;
  width: number;
  tz: string;
  locale: string;
  now: number;
  view: TimelineView;
  onZoom(factor: number, anchor: number): void;
  /** Drawn over the timeline (the alert markers). */
  overlay?: ReactNode;
}

const SCRUB_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "End"]);

/**
 * The hour-long timeline (document 2 §2): a tick every minute, a labelled major tick every ten,
 * chevrons (one hour back or forward), drag to scrub, and keys (←/→ one minute, PageUp/PageDown
 * one hour, End the latest hour). In selection mode the range shows with start, body and end handles
 * (beside the timeline's slider, not inside it: each is a slider of its own).
 */
export function TimelineBar({ state, apply, width, tz, locale, now, view, onZoom, overlay }: Props) {
  const t = useT("historyTimeline");
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  useWheelZoom(track, view, width, onZoom);
  const { down, move, up } = useTimelineDrag(state, apply, view, width);

  const start = state.timelineStart;
  const valueText = t("timelineValue", {
    start: formatDateTime(start, tz, locale),
    end: formatTime(start + TIMESPAN, tz, locale),
  });

  return (
    <div className="timeline-wrap">
      <button
        type="button"
        part="chevron"
        className="chevron"
        aria-label={t("earlier")}
        onClick={() => apply((s, ctx) => moveByChevron(s, "back", ctx))}
      >
        ‹
      </button>
      <div className="track">
        <div
          ref={setTrack}
          part="timeline"
          className="timeline"
          role="slider"
          tabIndex={0}
          aria-label={t("timeline")}
          aria-valuemin={0}
          aria-valuemax={Math.round(now / 1000)}
          aria-valuenow={Math.round(start / 1000)}
          aria-valuetext={valueText}
          onKeyDown={(event) => {
            if (!SCRUB_KEYS.has(event.key)) return;
            event.preventDefault();
            apply((s, ctx) => scrubByKey(s, event.key, ctx) ?? s);
          }}
          data-handle="timeline"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        >
          <TimelineTicks view={view} width={width} tz={tz} locale={locale} />
        </div>
        {overlay}
        {state.selectionMode && width > 0 && (
          <RangeHandles
            state={state}
            apply={apply}
            view={view}
            width={width}
            tz={tz}
            locale={locale}
            pointer={{ down, move, up }}
          />
        )}
      </div>
      <button
        type="button"
        part="chevron"
        className="chevron"
        aria-label={t("later")}
        onClick={() => apply((s, ctx) => moveByChevron(s, "forward", ctx))}
      >
        ›
      </button>
    </div>
  );
}
