import { describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE, SECOND } from "./timeline-constants";
import {
  clampTimelineStart,
  defaultRequestStart,
  defaultTimelineStart,
  enterSelectionMode,
  initialHistoryState,
  isRecordingOrArchiving,
  leaveSelectionMode,
  lookbackStart,
  moveByChevron,
  openingTimelineStart,
  scrubByKey,
  selectVideoAvailability,
  setTimelineStart,
  type HistoryState,
  type RuleContext,
} from "./timeline-rules";

/** The fake clock every table below reads. */
const NOW = Date.parse("2026-11-20T15:07:30.000Z");
const REC = NOW - 30 * DAY;
const ctx: RuleContext = { now: NOW, recordingStart: REC };
const noRec: RuleContext = { now: NOW, recordingStart: null };
const state = (over: Partial<HistoryState> = {}): HistoryState => ({ ...initialHistoryState(NOW), ...over });

describe("where the history opens", () => {
  it("now minus 1 h; a cabinet whose archive ended, on the archive's last hour", () => {
    expect(openingTimelineStart(NOW)).toBe(NOW - HOUR);
    expect(openingTimelineStart(NOW, null)).toBe(NOW - HOUR);
    const end = NOW - 200 * DAY;
    expect(openingTimelineStart(NOW, end)).toBe(end - HOUR);
    expect(initialHistoryState(NOW, end).timelineStart).toBe(end - HOUR);
    // An end not yet reached changes nothing.
    expect(openingTimelineStart(NOW, NOW + HOUR)).toBe(NOW - HOUR);
    expect(openingTimelineStart(NOW, NOW - 10 * MINUTE)).toBe(NOW - 70 * MINUTE);
  });

  it("at a given moment (an alert's), on the hour around it, never later than the last hour", () => {
    const alertAt = NOW - 3 * DAY;
    expect(openingTimelineStart(NOW, null, alertAt)).toBe(alertAt - 30 * MINUTE);
    // Its request start falls on the moment itself.
    expect(initialHistoryState(NOW, null, alertAt).requestStart).toBe(alertAt);
    expect(openingTimelineStart(NOW, null, NOW - 5 * MINUTE)).toBe(NOW - HOUR);
    expect(openingTimelineStart(NOW, null, Number.NaN)).toBe(NOW - HOUR);
  });
});

describe("defaults", () => {
  it("starts the timeline at now minus 1 h and the request 30 min into the hour with 240 s", () => {
    expect(defaultTimelineStart(NOW)).toBe(NOW - HOUR);
    expect(defaultRequestStart(NOW - HOUR)).toBe(NOW - 30 * MINUTE);
    expect(initialHistoryState(NOW)).toEqual({
      timelineStart: NOW - HOUR,
      selectionMode: false,
      requestStart: NOW - 30 * MINUTE,
      durationS: 240,
    });
  });
  it("looks back to the recording start, else 90 days", () => {
    expect(lookbackStart(ctx)).toBe(REC);
    expect(lookbackStart(noRec)).toBe(NOW - 90 * DAY);
  });
});

describe("clampTimelineStart", () => {
  it.each([
    ["now − 1 h stays", NOW - HOUR, false, ctx, NOW - HOUR],
    ["later than now − 1 h", NOW - 10 * MINUTE, false, ctx, NOW - HOUR],
    ["in the future", NOW + DAY, false, ctx, NOW - HOUR],
    ["before the recording start, browsing", REC - DAY, false, ctx, REC - DAY],
    ["before the recording start, selecting", REC - DAY, true, ctx, REC],
    ["before 90 days, selecting, no recording start", NOW - 100 * DAY, true, noRec, NOW - 90 * DAY],
    ["inside, selecting", NOW - 5 * DAY, true, ctx, NOW - 5 * DAY],
  ])("%s", (_name, value, selecting, context, expected) => {
    expect(clampTimelineStart(value, selecting, context)).toBe(expected);
  });
});

describe("setTimelineStart", () => {
  it.each([
    {
      name: "browsing moves only the timeline",
      from: state(),
      to: NOW - 3 * HOUR,
      timeline: NOW - 3 * HOUR,
      request: state().requestStart,
    },
    {
      name: "browsing, a value too late is clamped",
      from: state({ timelineStart: NOW - 5 * HOUR }),
      to: NOW,
      timeline: NOW - HOUR,
      request: state().requestStart,
    },
    {
      name: "selecting, the request moves with the timeline",
      from: state({ selectionMode: true }),
      to: NOW - 3 * HOUR,
      timeline: NOW - 3 * HOUR,
      request: NOW - 30 * MINUTE - 2 * HOUR,
    },
    {
      name: "selecting, clamped at the recording start, the request moves by the clamped amount",
      from: state({ selectionMode: true, timelineStart: REC + HOUR, requestStart: REC + HOUR + 10 * MINUTE }),
      to: REC - 5 * HOUR,
      timeline: REC,
      request: REC + 10 * MINUTE,
    },
    {
      name: "selecting, the request stays no later than now − duration",
      from: state({
        selectionMode: true,
        timelineStart: NOW - 2 * HOUR,
        requestStart: NOW - HOUR - 2 * MINUTE,
        durationS: 1800,
      }),
      to: NOW,
      timeline: NOW - HOUR,
      request: NOW - 1800 * SECOND,
    },
  ])("$name", ({ from, to, timeline, request }) => {
    const next = setTimelineStart(from, to, ctx);
    expect(next.timelineStart).toBe(timeline);
    expect(next.requestStart).toBe(request);
  });
  it("ignores a value that is not a time and returns the same state when nothing changes", () => {
    const s = state();
    expect(setTimelineStart(s, Number.NaN, ctx)).toBe(s);
    expect(setTimelineStart(s, NOW, ctx)).toBe(s);
  });
});

describe("Select Video availability", () => {
  it.each([
    ["the default hour", NOW - HOUR, ctx, false],
    ["at the recording start", REC, ctx, false],
    ["one second before the recording start", REC - SECOND, ctx, true],
    ["within 90 days, no recording start", NOW - 89 * DAY, noRec, false],
    ["before 90 days, no recording start", NOW - 91 * DAY, noRec, true],
    ["in the future", NOW + MINUTE, ctx, true],
  ])("%s", (_name, timelineStart, context, disabled) => {
    const availability = selectVideoAvailability(timelineStart, context);
    expect(availability.disabled).toBe(disabled);
    expect(availability.start).toBe(lookbackStart(context));
    expect(availability.now).toBe(NOW);
  });
});

describe("selection mode", () => {
  it("starts with the default selection of 240 s, 30 minutes into the hour", () => {
    const moved = state({ timelineStart: NOW - 6 * HOUR, requestStart: 0, durationS: 900 });
    expect(enterSelectionMode(moved, ctx)).toEqual({
      timelineStart: NOW - 6 * HOUR,
      selectionMode: true,
      requestStart: NOW - 6 * HOUR + 30 * MINUTE,
      durationS: 240,
    });
  });
  it("does not start while Select Video is disabled, and leaves", () => {
    const early = state({ timelineStart: REC - DAY });
    expect(enterSelectionMode(early, ctx)).toBe(early);
    expect(leaveSelectionMode(enterSelectionMode(state(), ctx)).selectionMode).toBe(false);
  });
});

describe("recording or archiving (§4)", () => {
  it.each([
    ["start in the past", NOW - DAY, undefined, true],
    ["start in the future", NOW + DAY, undefined, false],
    ["no start", null, undefined, false],
    ["start later than the reference", NOW - DAY, NOW - 2 * DAY, true],
    ["start before a past reference", NOW - 2 * DAY, NOW - DAY, false],
    ["reference in the future", NOW - 2 * DAY, NOW + DAY, true],
    ["null reference", NOW - DAY, null, true],
  ])("%s", (_name, start, reference, expected) => {
    expect(isRecordingOrArchiving(start, NOW, reference)).toBe(expected);
  });
});

describe("scrubbing and chevrons", () => {
  const at = state({ timelineStart: NOW - 5 * HOUR });
  it.each([
    ["ArrowLeft", NOW - 5 * HOUR - MINUTE],
    ["ArrowDown", NOW - 5 * HOUR - MINUTE],
    ["ArrowRight", NOW - 5 * HOUR + MINUTE],
    ["ArrowUp", NOW - 5 * HOUR + MINUTE],
    ["PageDown", NOW - 6 * HOUR],
    ["PageUp", NOW - 4 * HOUR],
    ["End", NOW - HOUR],
    ["Home", NOW - 10 * DAY],
  ])("%s", (key, expected) => {
    expect(scrubByKey(at, key, ctx, NOW - 10 * DAY)?.timelineStart).toBe(expected);
  });
  it("ignores other keys and clamps at the latest hour", () => {
    expect(scrubByKey(at, "a", ctx)).toBeNull();
    expect(scrubByKey(state(), "ArrowRight", ctx)?.timelineStart).toBe(NOW - HOUR);
  });
  it("goes back one hour with the left chevron, forward with the right one", () => {
    expect(moveByChevron(at, "back", ctx).timelineStart).toBe(NOW - 6 * HOUR);
    expect(moveByChevron(at, "forward", ctx).timelineStart).toBe(NOW - 4 * HOUR);
    expect(moveByChevron(state(), "forward", ctx).timelineStart).toBe(NOW - HOUR);
  });
});
