import { describe, expect, it } from "vitest";
import {
  dragRange,
  durationFromMinutes,
  isRequestValid,
  isValidRequestStart,
  rangeByKey,
  setDurationMinutes,
  setRequestStart,
} from "./request-rules";
import { DAY, HOUR, MINUTE, SECOND } from "./timeline-constants";
import { initialHistoryState, type HistoryState, type RuleContext } from "./timeline-rules";

const NOW = Date.parse("2026-11-20T15:07:30.000Z");
const REC = NOW - 30 * DAY;
const ctx: RuleContext = { now: NOW, recordingStart: REC };
const noRec: RuleContext = { now: NOW, recordingStart: null };
/** Selecting in the hour 5 h ago; the request 30 min into it, 240 s. */
const T = NOW - 5 * HOUR;
const selecting = (over: Partial<HistoryState> = {}): HistoryState => ({
  ...initialHistoryState(NOW),
  selectionMode: true,
  timelineStart: T,
  requestStart: T + 30 * MINUTE,
  durationS: 240,
  ...over,
});

describe("durationFromMinutes: minutes 0–30, ≥ 30 → 1800 s, at least 60 s", () => {
  it.each([
    ["4", 240],
    ["5", 300],
    ["0", 60],
    ["0.5", 60],
    ["1", 60],
    ["1.5", 90],
    ["29", 1740],
    ["29.99", 1799],
    ["30", 1800],
    ["31", 1800],
    ["999", 1800],
    [" 7 ", 420],
    [12, 720],
    ["", null],
    ["-1", null],
    ["abc", null],
    ["1e3", null],
    ["4,5", null],
  ] as const)("%j → %j", (input, expected) => {
    expect(durationFromMinutes(input)).toBe(expected);
  });
});

describe("setDurationMinutes: the range stays inside the hour", () => {
  it.each([
    { name: "5 minutes", state: selecting(), input: "5", durationS: 300 },
    { name: "30 → 1800 s ending at the hour's end", state: selecting(), input: "30", durationS: 1800 },
    { name: "60 s minimum", state: selecting(), input: "0", durationS: 60 },
    {
      name: "ignored when it would end after the hour",
      state: selecting({ requestStart: T + 40 * MINUTE }),
      input: "25",
      durationS: 240,
    },
    {
      name: "accepted when it ends exactly at the hour's end",
      state: selecting({ requestStart: T + 40 * MINUTE }),
      input: "20",
      durationS: 1200,
    },
    {
      name: "ignored when it would end after now",
      state: selecting({ timelineStart: NOW - HOUR, requestStart: NOW - 10 * MINUTE }),
      input: "11",
      durationS: 240,
    },
    { name: "ignored when not a number", state: selecting(), input: "x", durationS: 240 },
  ])("$name", ({ state, input, durationS }) => {
    expect(setDurationMinutes(state, input, ctx).durationS).toBe(durationS);
  });
});

describe("request start validity", () => {
  it.each([
    ["30 min into the hour", T + 30 * MINUTE, ctx, true],
    ["exactly now − duration", NOW - 240 * SECOND, ctx, true],
    ["later than now − duration", NOW - 239 * SECOND, ctx, false],
    ["at the recording start", REC, ctx, true],
    ["before the recording start", REC - SECOND, ctx, false],
    ["89 days back without a recording start", NOW - 89 * DAY, noRec, true],
    ["91 days back without a recording start", NOW - 91 * DAY, noRec, false],
    ["not a time", Number.NaN, ctx, false],
  ])("%s", (_name, start, context, valid) => {
    expect(isValidRequestStart(start, 240, context)).toBe(valid);
  });

  it("moves the request inside the hour", () => {
    expect(setRequestStart(selecting(), T + 10 * MINUTE, ctx)).toMatchObject({
      requestStart: T + 10 * MINUTE,
      timelineStart: T,
    });
  });
  it("moves the timeline when the new start leaves the hour, the request 30 min into it", () => {
    const start = NOW - 3 * DAY;
    expect(setRequestStart(selecting(), start, ctx)).toMatchObject({
      requestStart: start,
      timelineStart: start - 30 * MINUTE,
    });
  });
  it("keeps the timeline no later than now − 1 h when the start is recent", () => {
    const start = NOW - 10 * MINUTE;
    expect(setRequestStart(selecting(), start, ctx)).toMatchObject({ requestStart: start, timelineStart: NOW - HOUR });
  });
  it("keeps the timeline at the recording start when the start is just after it", () => {
    const start = REC + 5 * MINUTE;
    expect(setRequestStart(selecting(), start, ctx)).toMatchObject({ requestStart: start, timelineStart: REC });
  });
  it("ignores invalid starts", () => {
    const s = selecting();
    expect(setRequestStart(s, NOW, ctx)).toBe(s);
    expect(setRequestStart(s, REC - HOUR, ctx)).toBe(s);
    expect(setRequestStart(s, Number.NaN, ctx)).toBe(s);
  });
  it("judges a whole request", () => {
    expect(isRequestValid(selecting(), ctx)).toBe(true);
    expect(isRequestValid(selecting({ durationS: 59 }), ctx)).toBe(false);
    expect(isRequestValid(selecting({ durationS: 1801 }), ctx)).toBe(false);
    expect(isRequestValid(selecting({ requestStart: T - MINUTE }), ctx)).toBe(false);
    expect(isRequestValid(selecting({ requestStart: T + 58 * MINUTE }), ctx)).toBe(false);
  });
});

describe("dragRange", () => {
  it.each([
    { name: "body forward 10 min", part: "body", delta: 10 * MINUTE, start: T + 40 * MINUTE, durationS: 240 },
    {
      name: "body past the hour's end stops at it",
      part: "body",
      delta: 50 * MINUTE,
      start: T + 56 * MINUTE,
      durationS: 240,
    },
    { name: "body before the hour's start stops at it", part: "body", delta: -2 * HOUR, start: T, durationS: 240 },
    {
      name: "start back 6 min grows the range",
      part: "start",
      delta: -6 * MINUTE,
      start: T + 24 * MINUTE,
      durationS: 600,
    },
    {
      name: "start forward keeps 60 s minimum",
      part: "start",
      delta: 10 * MINUTE,
      start: T + 33 * MINUTE,
      durationS: 60,
    },
    {
      name: "start back keeps 1800 s maximum",
      part: "start",
      delta: -50 * MINUTE,
      start: T + 4 * MINUTE,
      durationS: 1800,
    },
    { name: "end forward 6 min", part: "end", delta: 6 * MINUTE, start: T + 30 * MINUTE, durationS: 600 },
    { name: "end back keeps 60 s minimum", part: "end", delta: -10 * MINUTE, start: T + 30 * MINUTE, durationS: 60 },
    {
      name: "end forward stops at the hour's end",
      part: "end",
      delta: 40 * MINUTE,
      start: T + 30 * MINUTE,
      durationS: 1800,
    },
  ] as const)("$name", ({ part, delta, start, durationS }) => {
    const next = dragRange(selecting(), part, delta, ctx);
    expect(next.requestStart).toBe(start);
    expect(next.durationS).toBe(durationS);
  });

  it("stops the end at now and the start at the recording start", () => {
    const recent = selecting({ timelineStart: NOW - HOUR, requestStart: NOW - 10 * MINUTE });
    expect(dragRange(recent, "end", 30 * MINUTE, ctx).durationS).toBe(600);
    expect(dragRange(recent, "body", 30 * MINUTE, ctx).requestStart).toBe(NOW - 240 * SECOND);
    const early = selecting({ timelineStart: REC - 20 * MINUTE, requestStart: REC + 5 * MINUTE });
    expect(dragRange(early, "body", -HOUR, ctx).requestStart).toBe(REC);
    expect(dragRange(early, "start", -HOUR, ctx).requestStart).toBe(REC);
  });

  it("snaps to the step given and ignores a delta that is not a number", () => {
    const next = dragRange(selecting({ requestStart: T + 30 * MINUTE + 7 * SECOND }), "body", 61 * SECOND, ctx, MINUTE);
    expect(next.requestStart % MINUTE).toBe(0);
    const s = selecting();
    expect(dragRange(s, "body", Number.NaN, ctx)).toBe(s);
  });
});

describe("rangeByKey: the handles from the keyboard, with the drag clamps", () => {
  it.each([
    { part: "body", key: "ArrowRight", start: T + 31 * MINUTE, durationS: 240 },
    { part: "body", key: "ArrowLeft", start: T + 29 * MINUTE, durationS: 240 },
    { part: "body", key: "PageUp", start: T + 40 * MINUTE, durationS: 240 },
    { part: "start", key: "ArrowLeft", start: T + 29 * MINUTE, durationS: 300 },
    { part: "start", key: "ArrowDown", start: T + 29 * MINUTE, durationS: 300 },
    { part: "start", key: "PageUp", start: T + 33 * MINUTE, durationS: 60 },
    { part: "end", key: "ArrowUp", start: T + 30 * MINUTE, durationS: 300 },
    { part: "end", key: "PageDown", start: T + 30 * MINUTE, durationS: 60 },
  ] as const)("$part $key", ({ part, key, start, durationS }) => {
    const next = rangeByKey(selecting(), part, key, ctx);
    expect(next?.requestStart).toBe(start);
    expect(next?.durationS).toBe(durationS);
  });

  it("stops where dragging stops: the hour's end, now, the recording start; other keys are not its own", () => {
    const atEnd = selecting({ requestStart: T + 56 * MINUTE });
    expect(rangeByKey(atEnd, "body", "ArrowRight", ctx)).toEqual(atEnd);
    const recent = selecting({ timelineStart: NOW - HOUR, requestStart: NOW - 240 * SECOND });
    expect(rangeByKey(recent, "end", "ArrowRight", ctx)).toEqual(recent);
    const early = selecting({ timelineStart: REC - 20 * MINUTE, requestStart: REC });
    expect(rangeByKey(early, "start", "ArrowLeft", ctx)).toEqual(early);
    expect(rangeByKey(selecting(), "body", "Enter", ctx)).toBeNull();
  });
});
