import { useEffect, useRef } from "react";
import { useT } from "../ui/use-t";
import { MIN_VIEW_SPAN, TIMESPAN } from "./timeline-constants";
import { timeAt, type TimelineView } from "./timeline-geometry";

interface Props {
  view: TimelineView;
  /** Zoom by `factor` (< 1 zooms in) around `anchor` (an instant). */
  onZoom(factor: number, anchor: number): void;
}

/** Zoom buttons (beyond the spec): between the hour and a 10-minute window. */
export function ZoomControls({ view, onZoom }: Props) {
  const t = useT("historyTimeline");
  const middle = view.start + view.span / 2;
  return (
    <span className="zoom">
      <button
        type="button"
        className="icon"
        aria-label={t("zoomOut")}
        disabled={view.span >= TIMESPAN}
        onClick={() => onZoom(2, middle)}
      >
        −
      </button>
      <button
        type="button"
        className="icon"
        aria-label={t("zoomIn")}
        disabled={view.span <= MIN_VIEW_SPAN}
        onClick={() => onZoom(0.5, middle)}
      >
        +
      </button>
    </span>
  );
}

/** The wheel over `node` zooms around the pointer (a non-passive listener, so the page does not scroll). */
export function useWheelZoom(
  node: HTMLElement | null,
  view: TimelineView,
  width: number,
  onZoom: (factor: number, anchor: number) => void,
): void {
  const latest = useRef({ view, width, onZoom });
  useEffect(() => {
    latest.current = { view, width, onZoom };
  });
  useEffect(() => {
    if (!node) return;
    const wheel = (event: WheelEvent) => {
      const { view: v, width: w, onZoom: zoom } = latest.current;
      if (w <= 0 || event.deltaY === 0) return;
      event.preventDefault();
      const x = event.clientX - node.getBoundingClientRect().left;
      zoom(event.deltaY < 0 ? 0.8 : 1.25, timeAt(x, v, w));
    };
    node.addEventListener("wheel", wheel, { passive: false });
    return () => node.removeEventListener("wheel", wheel);
  }, [node]);
}
