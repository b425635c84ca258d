import { useRef, type PointerEvent as ReactPointerEvent } from "react";
import { dragRange, type RangePart } from "./request-rules";
import { msPerPx, type TimelineView } from "./timeline-geometry";
import { setTimelineStart, type HistoryState } from "./timeline-rules";
import type { Rule } from "./use-history-state";

type Target = ReactPointerEvent<HTMLElement>;

/**
 * Dragging the timeline (scrubs it) or one of the range's handles (`data-handle`: start, body, end):
 * the pointer is captured on press, each move applies the offset from where it was pressed.
 */
export function useTimelineDrag(state: HistoryState, apply: (rule: Rule) => void, view: TimelineView, width: number) {
  const drag = useRef<{ x: number; origin: HistoryState; part: RangePart | "timeline" } | null>(null);
  const down = (event: Target) => {
    if (event.button !== 0) return;
    const part = (event.currentTarget.dataset.handle ?? "timeline") as RangePart | "timeline";
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, origin: state, part };
  };
  const move = (event: Target) => {
    const active = drag.current;
    if (!active || width <= 0) return;
    const deltaMs = (event.clientX - active.x) * msPerPx(view, width);
    if (active.part === "timeline")
      apply((_, ctx) => setTimelineStart(active.origin, active.origin.timelineStart - deltaMs, ctx));
    else apply((_, ctx) => dragRange(active.origin, active.part as RangePart, deltaMs, ctx));
  };
  const up = () => (drag.current = null);
  return { down, move, up };
}
