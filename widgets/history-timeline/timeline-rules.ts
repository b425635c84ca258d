import {
  ARCHIVE_LOOKBACK,
  DEFAULT_REQUEST_OFFSET,
  REQUEST_DURATION_DEFAULT_S,
  SECOND,
  TICK,
  TIMESPAN,
} from "./timeline-constants";

/**
 * The history state and its clamps (document 2 §3–§5), as pure functions of the state, the
 * clock and the unit's recording start. Times are epoch milliseconds; the request duration is in
 * seconds (`durationS`). A rule that refuses a change returns the state it was given.
 */
export interface HistoryState {
  /** Start of the hour the timeline shows. */
  timelineStart: number;
  selectionMode: boolean;
  requestStart: number;
  durationS: number;
}

/** What the rules need besides the state: the clock and the unit's recording start (or null). */
export interface RuleContext {
  now: number;
  recordingStart: number | null;
}

/** The earliest time video may be requested: the recording start, else now minus 90 days. */
export function lookbackStart(ctx: RuleContext): number {
  return ctx.recordingStart ?? ctx.now - ARCHIVE_LOOKBACK;
}

/** Default timeline start: now minus one hour. */
export function defaultTimelineStart(now: number): number {
  return now - TIMESPAN;
}

/** Default request start: 30 minutes into the hour shown. */
export function defaultRequestStart(timelineStart: number): number {
  return timelineStart + DEFAULT_REQUEST_OFFSET;
}

/**
 * Where the history opens: now minus one hour (§4); an archive cabinet whose archive ended (its
 * camera removed) opens on the archive's last hour instead, where its images are. Given a moment
 * (`at`: an alert's time, beyond the spec), the hour around it, no later than the last full hour.
 */
export function openingTimelineStart(now: number, archiveEnd: number | null = null, at?: number): number {
  if (at !== undefined && Number.isFinite(at)) return Math.min(at - TIMESPAN / 2, defaultTimelineStart(now));
  const start = defaultTimelineStart(now);
  return archiveEnd !== null && archiveEnd < now ? Math.min(start, archiveEnd - TIMESPAN) : start;
}

export function initialHistoryState(now: number, archiveEnd: number | null = null, at?: number): HistoryState {
  const timelineStart = openingTimelineStart(now, archiveEnd, at);
  return {
    timelineStart,
    selectionMode: false,
    requestStart: defaultRequestStart(timelineStart),
    durationS: REQUEST_DURATION_DEFAULT_S,
  };
}

/**
 * A timeline start clamped to no later than now minus one hour and, in selection mode, no earlier
 * than the recording start (the 90-day lookback when unknown).
 */
export function clampTimelineStart(value: number, selectionMode: boolean, ctx: RuleContext): number {
  let start = Math.min(value, ctx.now - TIMESPAN);
  if (selectionMode) start = Math.max(start, lookbackStart(ctx));
  return start;
}

/**
 * Moves the timeline. In selection mode the request start moves with it, staying no later than
 * now minus the request duration.
 */
export function setTimelineStart(state: HistoryState, value: number, ctx: RuleContext): HistoryState {
  if (!Number.isFinite(value)) return state;
  const timelineStart = clampTimelineStart(value, state.selectionMode, ctx);
  if (timelineStart === state.timelineStart) return state;
  if (!state.selectionMode) return { ...state, timelineStart };
  const moved = state.requestStart + (timelineStart - state.timelineStart);
  return { ...state, timelineStart, requestStart: Math.min(moved, ctx.now - state.durationS * SECOND) };
}

/** Select Video: disabled when the timeline start is before the lookback start or in the future. */
export function selectVideoAvailability(
  timelineStart: number,
  ctx: RuleContext,
): { disabled: boolean; start: number; now: number } {
  const start = lookbackStart(ctx);
  return { disabled: timelineStart < start || timelineStart > ctx.now, start, now: ctx.now };
}

/** Enters selection mode with the default selection (240 s, 30 minutes into the hour). */
export function enterSelectionMode(state: HistoryState, ctx: RuleContext): HistoryState {
  if (state.selectionMode || selectVideoAvailability(state.timelineStart, ctx).disabled) return state;
  const durationS = REQUEST_DURATION_DEFAULT_S;
  const requestStart = Math.min(defaultRequestStart(state.timelineStart), ctx.now - durationS * SECOND);
  return { ...state, selectionMode: true, requestStart, durationS };
}

export function leaveSelectionMode(state: HistoryState): HistoryState {
  return state.selectionMode ? { ...state, selectionMode: false } : state;
}

/** The request's end. */
export function requestEnd(state: Pick<HistoryState, "requestStart" | "durationS">): number {
  return state.requestStart + state.durationS * SECOND;
}

/** Whether the request range lies inside the hour the timeline shows. */
export function requestInWindow(state: HistoryState): boolean {
  return state.requestStart >= state.timelineStart && requestEnd(state) <= state.timelineStart + TIMESPAN;
}

/**
 * A unit is recording (or archiving) when its start time is in the past and, if a second reference
 * time is given, the start is later than it or that time is in the future (document 2 §4).
 */
export function isRecordingOrArchiving(start: number | null, now: number, reference?: number | null): boolean {
  if (start === null || !(start < now)) return false;
  if (reference === undefined || reference === null) return true;
  return start > reference || reference > now;
}

/**
 * Keyboard scrubbing (beyond the spec), with the slider's keys: ←/↓ back one tick (60 s), →/↑
 * forward one tick, PageDown back one hour, PageUp forward one hour, End the latest hour, Home the
 * earliest given. Returns null for any other key.
 */
export function scrubByKey(state: HistoryState, key: string, ctx: RuleContext, earliest?: number): HistoryState | null {
  const step: Record<string, number> = {
    ArrowLeft: -TICK,
    ArrowDown: -TICK,
    ArrowRight: TICK,
    ArrowUp: TICK,
    PageDown: -TIMESPAN,
    PageUp: TIMESPAN,
  };
  if (key in step) return setTimelineStart(state, state.timelineStart + (step[key] ?? 0), ctx);
  if (key === "End") return setTimelineStart(state, ctx.now, ctx);
  if (key === "Home" && earliest !== undefined) return setTimelineStart(state, earliest, ctx);
  return null;
}

/** The chevrons: the left one goes back one hour, the right one forward one hour. */
export function moveByChevron(state: HistoryState, direction: "back" | "forward", ctx: RuleContext): HistoryState {
  return setTimelineStart(state, state.timelineStart + (direction === "back" ? -TIMESPAN : TIMESPAN), ctx);
}
