import { fromZoned, zonedParts } from "../core/time/zoned-time";
import { HISTORY_TIME_LAG, TIMESPAN } from "./timeline-constants";
import { setRequestStart } from "./request-rules";
import { lookbackStart, setTimelineStart, type HistoryState, type RuleContext } from "./timeline-rules";

/**
 * The date and time pickers (document 2 §5), in the location's time zone `tz`. Dates are
 * `YYYY-MM-DD`, times `HH:mm` or `HH:mm:ss` as `<input type="date|time">` gives them. A value a
 * rule refuses leaves the state unchanged; the input then shows the state's value again on blur.
 */

/** The history time picker shows the middle of the hour on the timeline. */
export function historyCenter(state: HistoryState): number {
  return state.timelineStart + TIMESPAN / 2;
}

/** The history Date and Time inputs' values. */
export function historyInputs(state: HistoryState, tz: string): { date: string; time: string } {
  return zonedParts(historyCenter(state), tz);
}

/** The history date picker's bounds: no future dates. */
export function historyDateMax(ctx: RuleContext, tz: string): string {
  return zonedParts(ctx.now, tz).date;
}

/**
 * A history date: the same time of day on that date. No future date; a time later than now minus
 * 30 minutes on today's date moves back to it (the timeline clamp).
 */
export function setHistoryDate(state: HistoryState, date: string, ctx: RuleContext, tz: string): HistoryState {
  if (date > historyDateMax(ctx, tz)) return state;
  const center = fromZoned(date, historyInputs(state, tz).time, tz);
  if (center === null) return state;
  return setTimelineStart(state, Math.min(center, ctx.now - HISTORY_TIME_LAG) - TIMESPAN / 2, ctx);
}

/** A history time on the date shown: at or before now minus 30 minutes, else ignored. */
export function setHistoryTime(state: HistoryState, time: string, ctx: RuleContext, tz: string): HistoryState {
  const center = fromZoned(historyInputs(state, tz).date, time, tz);
  if (center === null || center > ctx.now - HISTORY_TIME_LAG) return state;
  return setTimelineStart(state, center - TIMESPAN / 2, ctx);
}

/** The request Date and Start Time inputs' values. */
export function requestInputs(state: HistoryState, tz: string): { date: string; time: string } {
  return zonedParts(state.requestStart, tz);
}

/** The request date picker's bounds: not before the recording start (or lookback), no future dates. */
export function requestDateBounds(ctx: RuleContext, tz: string): { min: string; max: string } {
  return { min: zonedParts(lookbackStart(ctx), tz).date, max: zonedParts(ctx.now, tz).date };
}

/** A request date: the same start time on that date, when the date is within bounds and the start valid. */
export function setRequestDate(state: HistoryState, date: string, ctx: RuleContext, tz: string): HistoryState {
  const { min, max } = requestDateBounds(ctx, tz);
  if (date < min || date > max) return state;
  const start = fromZoned(date, requestInputs(state, tz).time, tz);
  return start === null ? state : setRequestStart(state, start, ctx);
}

/** A request start time on the request's date: after the recording start and not in the future. */
export function setRequestTime(state: HistoryState, time: string, ctx: RuleContext, tz: string): HistoryState {
  const start = fromZoned(requestInputs(state, tz).date, time, tz);
  return start === null ? state : setRequestStart(state, start, ctx);
}
