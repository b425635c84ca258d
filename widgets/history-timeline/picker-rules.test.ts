import { describe, expect, it } from "vitest";
import {
  historyDateMax,
  historyInputs,
  requestDateBounds,
  requestInputs,
  setHistoryDate,
  setHistoryTime,
  setRequestDate,
  setRequestTime,
} from "./picker-rules";
import { DAY, HOUR, MINUTE } from "./timeline-constants";
import { initialHistoryState, type HistoryState, type RuleContext } from "./timeline-rules";

const TZ = "America/Chicago";
/** 09:07:30 in Chicago (UTC−6). */
const NOW = Date.parse("2026-11-20T15:07:30.000Z");
const REC = Date.parse("2026-10-21T17:00:00.000Z"); // 12:00 in Chicago on Oct 21 (UTC−5)
const ctx: RuleContext = { now: NOW, recordingStart: REC };
const browse = (): HistoryState => initialHistoryState(NOW);
const selecting = (over: Partial<HistoryState> = {}): HistoryState => ({
  ...browse(),
  selectionMode: true,
  timelineStart: Date.parse("2026-11-19T20:00:00.000Z"), // 14:00 Chicago
  requestStart: Date.parse("2026-11-19T20:30:00.000Z"), // 14:30 Chicago
  ...over,
});

describe("history date and time (the middle of the hour shown)", () => {
  it("shows the middle of the default hour: now − 30 min", () => {
    expect(historyInputs(browse(), TZ)).toEqual({ date: "2026-11-20", time: "08:37:30" });
    expect(historyDateMax(ctx, TZ)).toBe("2026-11-20");
  });
  it.each([
    ["a past date keeps the time of day", "2026-11-18", "2026-11-18T14:37:30.000Z"],
    ["a date across the DST change keeps the wall time", "2026-10-20", "2026-10-20T13:37:30.000Z"],
    ["a future date is ignored", "2026-11-21", null],
    ["an impossible date is ignored", "2026-02-30", null],
    ["text is ignored", "yesterday", null],
  ])("%s", (_name, date, centre) => {
    const state = browse();
    const next = setHistoryDate(state, date, ctx, TZ);
    if (centre === null) expect(next).toBe(state);
    else expect(next.timelineStart + 30 * MINUTE).toBe(Date.parse(centre));
  });
  it("moves back to now − 30 min on today when the time of day is later", () => {
    const yesterdayEvening = { ...browse(), timelineStart: Date.parse("2026-11-20T03:00:00.000Z") }; // 21:30 on Nov 19 centre
    const next = setHistoryDate(yesterdayEvening, "2026-11-20", ctx, TZ);
    expect(next.timelineStart).toBe(NOW - HOUR);
  });
  it.each([
    ["08:37:30 today is exactly now − 30 min", "08:37:30", NOW - HOUR],
    ["08:00 today", "08:00", Date.parse("2026-11-20T13:30:00.000Z")],
    ["08:38 today is later than now − 30 min: ignored", "08:38", null],
    ["25:00 is ignored", "25:00", null],
    ["empty is ignored", "", null],
  ])("time %s", (_name, time, start) => {
    const state = browse();
    const next = setHistoryTime(state, time, ctx, TZ);
    if (start === null) expect(next).toBe(state);
    else expect(next.timelineStart).toBe(start);
  });
});

describe("request date and start time", () => {
  it("shows the request's local date and time and bounds the date picker", () => {
    expect(requestInputs(selecting(), TZ)).toEqual({ date: "2026-11-19", time: "14:30:00" });
    expect(requestDateBounds(ctx, TZ)).toEqual({ min: "2026-10-21", max: "2026-11-20" });
    expect(requestDateBounds({ now: NOW, recordingStart: null }, TZ).min).toBe("2026-08-22");
  });
  it.each([
    ["an earlier date moves the request and the timeline", "2026-11-10", "2026-11-10T20:30:00.000Z"],
    ["the recording start's date at a time after it", "2026-10-21", "2026-10-21T19:30:00.000Z"],
    ["a date before the recording start reverts", "2026-10-20", null],
    ["a future date reverts", "2026-11-21", null],
    ["an impossible date reverts", "2026-11-31", null],
  ])("date: %s", (_name, date, start) => {
    const state = selecting();
    const next = setRequestDate(state, date, ctx, TZ);
    if (start === null) expect(next).toBe(state);
    else {
      expect(next.requestStart).toBe(Date.parse(start));
      expect(next.requestStart).toBeGreaterThanOrEqual(next.timelineStart);
    }
  });
  it("reverts today's date when the start time would be in the future", () => {
    const state = selecting({ requestStart: Date.parse("2026-11-19T16:00:00.000Z") }); // 10:00 Chicago
    expect(setRequestDate(state, "2026-11-20", ctx, TZ)).toBe(state);
  });
  it.each([
    ["14:40", "2026-11-19T20:40:00.000Z"],
    ["14:40:15", "2026-11-19T20:40:15.000Z"],
    ["09:00", "2026-11-19T15:00:00.000Z"],
    ["24:00", null],
    ["", null],
  ])("time %s", (time, start) => {
    const state = selecting();
    const next = setRequestTime(state, time, ctx, TZ);
    if (start === null) expect(next).toBe(state);
    else expect(next.requestStart).toBe(Date.parse(start));
  });
  it("refuses a start time before the recording start or in the future", () => {
    const onRecDay = selecting({ timelineStart: REC, requestStart: REC + HOUR / 2 });
    expect(setRequestTime(onRecDay, "11:59", ctx, TZ)).toBe(onRecDay);
    const today = selecting({ timelineStart: NOW - 2 * HOUR, requestStart: NOW - 90 * MINUTE });
    expect(setRequestTime(today, "09:05", ctx, TZ)).toBe(today);
    expect(setRequestTime(today, "09:03", ctx, TZ).requestStart).toBe(Date.parse("2026-11-20T15:03:00.000Z"));
    expect(DAY).toBe(86_400_000);
  });
});
