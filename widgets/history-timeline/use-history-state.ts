import { useCallback, useEffect, useRef, useState } from "react";
import { initialHistoryState, type HistoryState, type RuleContext } from "./timeline-rules";

/** The clock, re-read every `everyMs` so "now"-based rules (Select Video, clamps) stay current. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export type Rule = (state: HistoryState, ctx: RuleContext) => HistoryState;

/**
 * The history state of one page (document 2 §3) changed only through the rules modules:
 * `apply(rule)` runs a rule with the current clock and the unit's recording start. A cabinet whose
 * archive ended opens on its last hour (`archiveEnd`); a given moment (`at`), on the hour around it.
 */
export function useHistoryState(recordingStart: number | null, archiveEnd: number | null = null, at?: number) {
  const [state, setState] = useState<HistoryState>(() => initialHistoryState(Date.now(), archiveEnd, at));
  const context = useCallback((): RuleContext => ({ now: Date.now(), recordingStart }), [recordingStart]);
  const apply = useCallback((rule: Rule) => setState((current) => rule(current, context())), [context]);
  return { state, apply, context };
}

/** The width of an element, followed as it resizes. */
export function useWidth<T extends HTMLElement>(): [(node: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === "function") {
      observer.current = new ResizeObserver(() => setWidth(node.clientWidth));
      observer.current.observe(node);
    }
  }, []);
  return [ref, width];
}
