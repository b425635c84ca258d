import {
  DEFAULT_REQUEST_OFFSET,
  MAJOR_TICK_EVERY,
  REQUEST_DURATION_MAX_S,
  REQUEST_DURATION_MIN_S,
  SECOND,
  TICK,
  TIMESPAN,
} from "./timeline-constants";
import {
  clampTimelineStart,
  lookbackStart,
  requestEnd,
  requestInWindow,
  type HistoryState,
  type RuleContext,
} from "./timeline-rules";

/** Rules of the video request (document 2 §5): duration, start, and dragging the range. */

const MINUTES_INPUT_MAX = 30;

/**
 * The duration in seconds for a Duration (Min) input value, or null when the text is not a number
 * of minutes in 0..30 and above (30 or more gives 1800 s; below one minute gives 60 s).
 */
export function durationFromMinutes(input: string | number): number | null {
  const text = typeof input === "number" ? String(input) : input.trim();
  if (text === "" || !/^\d*\.?\d+$/.test(text)) return null;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes >= MINUTES_INPUT_MAX) return REQUEST_DURATION_MAX_S;
  return Math.max(REQUEST_DURATION_MIN_S, Math.round(minutes * 60));
}

/**
 * Sets the duration from the minutes input. Accepted only when the request still ends inside the
 * hour after the timeline start and no later than now; otherwise the change is ignored.
 */
export function setDurationMinutes(state: HistoryState, input: string | number, ctx: RuleContext): HistoryState {
  const durationS = durationFromMinutes(input);
  if (durationS === null) return state;
  const end = state.requestStart + durationS * SECOND;
  if (end > state.timelineStart + TIMESPAN || end > ctx.now) return state;
  return durationS === state.durationS ? state : { ...state, durationS };
}

/** Whether a request start is acceptable: a valid time, no later than now minus the duration, not before the lookback. */
export function isValidRequestStart(start: number, durationS: number, ctx: RuleContext): boolean {
  return Number.isFinite(start) && start <= ctx.now - durationS * SECOND && start >= lookbackStart(ctx);
}

/**
 * Sets the request start (from the Date or Start Time input). An invalid start is ignored. When
 * the range leaves the hour shown, the timeline follows so the request sits 30 minutes into it.
 */
export function setRequestStart(state: HistoryState, start: number, ctx: RuleContext): HistoryState {
  if (!isValidRequestStart(start, state.durationS, ctx)) return state;
  let next: HistoryState = { ...state, requestStart: start };
  if (!requestInWindow(next))
    next = { ...next, timelineStart: clampTimelineStart(start - DEFAULT_REQUEST_OFFSET, state.selectionMode, ctx) };
  return requestInWindow(next) ? next : state;
}

/** Everything a request must satisfy before it is sent. */
export function isRequestValid(state: HistoryState, ctx: RuleContext): boolean {
  return (
    state.durationS >= REQUEST_DURATION_MIN_S &&
    state.durationS <= REQUEST_DURATION_MAX_S &&
    isValidRequestStart(state.requestStart, state.durationS, ctx) &&
    requestInWindow(state)
  );
}

export type RangePart = "start" | "body" | "end";

const snapTo = (ms: number, step: number): number => Math.round(ms / step) * step;

/**
 * The state while dragging a part of the range by `deltaMs` from where the drag began (`origin`).
 * The body keeps its length; the start and end handles keep the other end and the length within
 * 60..1800 s. Everything stays inside the hour shown, after the lookback start and before now.
 * Positions snap to `snapMs` (whole seconds by default).
 */
export function dragRange(
  origin: HistoryState,
  part: RangePart,
  deltaMs: number,
  ctx: RuleContext,
  snapMs = SECOND,
): HistoryState {
  if (!Number.isFinite(deltaMs)) return origin;
  const windowEnd = origin.timelineStart + TIMESPAN;
  const earliest = Math.max(origin.timelineStart, lookbackStart(ctx));
  const latestEnd = Math.min(windowEnd, ctx.now);
  const end = requestEnd(origin);
  const clamp = (value: number, low: number, high: number): number | null =>
    low > high ? null : Math.min(Math.max(value, low), high);

  if (part === "body") {
    const length = origin.durationS * SECOND;
    const start = clamp(snapTo(origin.requestStart + deltaMs, snapMs), earliest, latestEnd - length);
    return start === null || start === origin.requestStart ? origin : { ...origin, requestStart: start };
  }
  if (part === "start") {
    const low = Math.max(earliest, end - REQUEST_DURATION_MAX_S * SECOND);
    const start = clamp(snapTo(origin.requestStart + deltaMs, snapMs), low, end - REQUEST_DURATION_MIN_S * SECOND);
    if (start === null) return origin;
    return { ...origin, requestStart: start, durationS: Math.round((end - start) / SECOND) };
  }
  const high = Math.min(latestEnd, origin.requestStart + REQUEST_DURATION_MAX_S * SECOND);
  const newEnd = clamp(snapTo(end + deltaMs, snapMs), origin.requestStart + REQUEST_DURATION_MIN_S * SECOND, high);
  if (newEnd === null) return origin;
  return { ...origin, durationS: Math.round((newEnd - origin.requestStart) / SECOND) };
}

/** Keys that move a range handle (beyond the spec): ←/↓ back one tick, →/↑ forward one tick, PageDown/PageUp ten. */
const RANGE_KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -TICK,
  ArrowDown: -TICK,
  ArrowRight: TICK,
  ArrowUp: TICK,
  PageDown: -MAJOR_TICK_EVERY * TICK,
  PageUp: MAJOR_TICK_EVERY * TICK,
};

export const RANGE_KEYS: ReadonlySet<string> = new Set(Object.keys(RANGE_KEY_STEPS));

/**
 * A range handle moved from the keyboard: the same rule and clamps as dragging it (`dragRange`) by
 * one tick (60 s) per arrow, ten per page key. Null for any other key.
 */
export function rangeByKey(state: HistoryState, part: RangePart, key: string, ctx: RuleContext): HistoryState | null {
  const step = RANGE_KEY_STEPS[key];
  return step === undefined ? null : dragRange(state, part, step, ctx);
}
