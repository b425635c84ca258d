import { describe, expect, it } from "vitest";
import { chunks, coverageBounds, dayAround, percentOf, stripDay, stripTarget, timeOnStrip } from "./day-coverage";
import { HOUR, MINUTE } from "./timeline-constants";

const iso = (ms: number) => new Date(ms).toISOString();

describe("the day strip's day", () => {
  it("is the local day of the middle of the hour shown, 23 or 25 hours across a change of clock", () => {
    expect(dayAround(Date.parse("2026-11-20T15:00:00Z"), "UTC")).toEqual({
      start: Date.parse("2026-11-20T00:00:00Z"),
      end: Date.parse("2026-11-21T00:00:00Z"),
    });
    const fallBack = dayAround(Date.parse("2026-11-01T18:00:00Z"), "America/Denver");
    expect([iso(fallBack.start), (fallBack.end - fallBack.start) / HOUR]).toEqual(["2026-11-01T06:00:00.000Z", 25]);
    const springForward = dayAround(Date.parse("2026-03-08T18:00:00Z"), "America/Denver");
    expect((springForward.end - springForward.start) / HOUR).toBe(23);
    // 23:40 local: the middle of the hour is already the next day.
    const late = Date.parse("2026-11-20T23:40:00Z");
    expect(iso(stripDay(late, "UTC").start)).toBe("2026-11-21T00:00:00.000Z");
  });

  it("asks the coverage call on the hour, also in a half-hour zone", () => {
    const day = dayAround(Date.parse("2026-11-20T12:00:00Z"), "Asia/Kolkata");
    expect(iso(day.start)).toBe("2026-11-19T18:30:00.000Z");
    expect(coverageBounds(day)).toEqual({ start: "2026-11-19T18:00:00.000Z", end: "2026-11-20T19:00:00.000Z" });
  });
});

describe("the day strip's geometry and keys", () => {
  const day = { start: Date.parse("2026-11-20T00:00:00Z"), end: Date.parse("2026-11-21T00:00:00Z") };
  it("places ranges in percent, clipped to the day, never thinner than the minimum", () => {
    expect(percentOf({ from: day.start + 6 * HOUR, to: day.start + 12 * HOUR }, day)).toEqual({ left: 25, width: 25 });
    expect(percentOf({ from: day.start - HOUR, to: day.start + 6 * HOUR }, day)).toEqual({ left: 0, width: 25 });
    expect(percentOf({ from: day.start, to: day.start + 1000 }, day, 0.2)?.width).toBe(0.2);
    expect(percentOf({ from: day.end, to: day.end + HOUR }, day)).toBeNull();
  });
  it("turns a pointer's place into a time inside the day", () => {
    expect(timeOnStrip(0.5, day)).toBe(day.start + 12 * HOUR);
    expect(timeOnStrip(-1, day)).toBe(day.start);
    expect(timeOnStrip(2, day)).toBe(day.end);
    expect(timeOnStrip(Number.NaN, day)).toBe(day.start);
  });
  it("moves by 15 minutes, an hour, or to the day's ends", () => {
    const c = day.start + 12 * HOUR;
    expect(stripTarget("ArrowRight", c, day)).toBe(c + 15 * MINUTE);
    expect(stripTarget("ArrowDown", c, day)).toBe(c - 15 * MINUTE);
    expect(stripTarget("PageDown", c, day)).toBe(c - HOUR);
    expect(stripTarget("Home", c, day)).toBe(day.start + 30 * MINUTE);
    expect(stripTarget("End", c, day)).toBe(day.end - 30 * MINUTE);
    expect(stripTarget("Enter", c, day)).toBeNull();
  });
  it("asks about at most 50 presets per call", () => {
    expect(chunks([...Array(120).keys()], 50).map((c) => c.length)).toEqual([50, 50, 20]);
  });
});
