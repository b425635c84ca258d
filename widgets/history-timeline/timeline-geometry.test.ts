import { describe, expect, it } from "vitest";
import type { PresetImage } from "../core/schemas/history";
import {
  carouselMove,
  carouselOffset,
  fitView,
  fullView,
  isClick,
  stripSegments,
  thumbnailSlots,
  ticksIn,
  timeAt,
  xOf,
  zoomView,
} from "./timeline-geometry";
import { HOUR, MINUTE, SECOND } from "./timeline-constants";

const T = Date.parse("2026-11-20T14:07:30.000Z");
const image = (at: number): PresetImage => ({
  presetId: 1,
  imageUrl: `/i/${at}`,
  thumbUrl: `/t/${at}`,
  datetimeRecorded: new Date(at).toISOString(),
});

describe("ticks", () => {
  it("puts a tick on every clock minute of the hour and a major one every tenth", () => {
    const ticks = ticksIn(fullView(T), 1200);
    expect(ticks).toHaveLength(60);
    expect(new Date(ticks[0]!.time).toISOString()).toBe("2026-11-20T14:08:00.000Z");
    expect(ticks.every((t, i) => i === 0 || t.time - ticks[i - 1]!.time === 60 * SECOND)).toBe(true);
    expect(ticks.filter((t) => t.major).map((t) => new Date(t.time).toISOString().slice(11, 16))).toEqual([
      "14:10",
      "14:20",
      "14:30",
      "14:40",
      "14:50",
      "15:00",
    ]);
    expect(ticks[0]!.x).toBeCloseTo(10);
  });
  it("maps pixels to times and back", () => {
    const view = fullView(T);
    expect(timeAt(600, view, 1200)).toBe(T + 30 * MINUTE);
    expect(xOf(T + 15 * MINUTE, view, 1200)).toBe(300);
  });
});

describe("zoom (between the hour and 10 minutes)", () => {
  it.each([
    [
      "zooms in around the anchor",
      { start: T, span: HOUR },
      0.5,
      T + 30 * MINUTE,
      { start: T + 15 * MINUTE, span: 30 * MINUTE },
    ],
    ["stops at 10 minutes", { start: T, span: 20 * MINUTE }, 0.1, T, { start: T, span: 10 * MINUTE }],
    ["stops at the hour", { start: T + 10 * MINUTE, span: 30 * MINUTE }, 4, T + 20 * MINUTE, { start: T, span: HOUR }],
    [
      "stays inside the hour",
      { start: T + 40 * MINUTE, span: 20 * MINUTE },
      1.5,
      T + 59 * MINUTE,
      { start: T + 30 * MINUTE, span: 30 * MINUTE },
    ],
  ])("%s", (_name, view, factor, anchor, expected) => {
    expect(zoomView(view, factor, anchor, T)).toEqual(expected);
  });
  it("fits a view that left the hour", () => {
    expect(fitView({ start: T - HOUR, span: 5 * MINUTE }, T)).toEqual({ start: T, span: 10 * MINUTE });
  });
});

describe("thumbnail slots", () => {
  it("picks the image nearest each slot's middle and leaves gaps empty", () => {
    const everyMinute = Array.from({ length: 60 }, (_, m) => image(T + m * MINUTE + 5 * SECOND));
    const slots = thumbnailSlots(everyMinute, fullView(T), 1200, 100);
    expect(slots).toHaveLength(12);
    expect(slots[0]!.image.datetimeRecorded).toBe(new Date(T + 2 * MINUTE + 5 * SECOND).toISOString());
    expect(slots.map((s) => s.x)).toEqual(Array.from({ length: 12 }, (_, i) => i * 100));
    const withGap = everyMinute.filter((_, m) => m < 20 || m >= 40);
    const gapped = thumbnailSlots(withGap, fullView(T), 1200, 100);
    expect(gapped.map((s) => s.x)).toEqual([0, 100, 200, 300, 800, 900, 1000, 1100]);
  });
});

describe("pointer, carousel and day strip", () => {
  it.each([
    [{ x: 0, y: 0 }, { x: 4, y: 0 }, true],
    [{ x: 0, y: 0 }, { x: 3, y: 3 }, true],
    [{ x: 0, y: 0 }, { x: 5, y: 0 }, false],
    [{ x: 10, y: 10 }, { x: 10, y: 16 }, false],
  ])("%j → %j is a click: %s", (down, up, click) => {
    expect(isClick(down, up)).toBe(click);
  });
  it("steps the carousel strip 144 px per image and stays within it", () => {
    expect(carouselOffset(0, 20, 720)).toBe(0);
    expect(carouselOffset(10, 20, 720)).toBe(10 * 144 - (720 - 144) / 2);
    expect(carouselOffset(10, 20, 720) - carouselOffset(9, 20, 720)).toBe(144);
    expect(carouselOffset(19, 20, 720)).toBe(20 * 144 - 720);
    expect(carouselMove(0, 5, "ArrowLeft")).toBe(0);
    expect(carouselMove(0, 5, "ArrowRight")).toBe(1);
    expect(carouselMove(4, 5, "ArrowRight")).toBe(4);
    expect(carouselMove(2, 5, "End")).toBe(4);
    expect(carouselMove(2, 5, "Home")).toBe(0);
    expect(carouselMove(2, 5, "x")).toBe(2);
  });
  it("draws the ranges with images on a day strip", () => {
    const day = Date.parse("2026-11-20T06:00:00.000Z");
    const segments = stripSegments(
      [
        { from: day - HOUR, to: day + 6 * HOUR },
        { from: day + 12 * HOUR, to: day + 12 * HOUR + 1000 },
      ],
      day,
      day + 24 * HOUR,
      240,
    );
    expect(segments).toEqual([
      { x: 0, w: 60 },
      { x: 120, w: 1 },
    ]);
  });
});
