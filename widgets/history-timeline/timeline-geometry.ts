import type { PresetImage } from "../core/schemas/history";
import {
  CAROUSEL_STEP_PX,
  CLICK_THRESHOLD_PX,
  MAJOR_TICK_EVERY,
  MIN_VIEW_SPAN,
  TICK,
  TIMESPAN,
} from "./timeline-constants";

/**
 * Where things sit on the timeline. The timeline shows one hour; the view is the part of it on
 * screen (the whole hour, or down to 10 minutes when zoomed, beyond the spec). Pure: pixels in,
 * times out and back.
 */
export interface TimelineView {
  /** First instant on screen. */
  start: number;
  /** Milliseconds on screen: 10 minutes to one hour. */
  span: number;
}

export function fullView(timelineStart: number): TimelineView {
  return { start: timelineStart, span: TIMESPAN };
}

/** The view kept inside the hour `[timelineStart, timelineStart + 1 h)` with a span of 10–60 min. */
export function fitView(view: TimelineView, timelineStart: number): TimelineView {
  const span = Math.min(TIMESPAN, Math.max(MIN_VIEW_SPAN, view.span));
  const start = Math.min(Math.max(view.start, timelineStart), timelineStart + TIMESPAN - span);
  return { start, span };
}

/** Zooms by `factor` (< 1 zooms in) around `anchor`, which stays under the pointer. */
export function zoomView(view: TimelineView, factor: number, anchor: number, timelineStart: number): TimelineView {
  if (!(factor > 0)) return view;
  const span = Math.min(TIMESPAN, Math.max(MIN_VIEW_SPAN, view.span * factor));
  const ratio = (anchor - view.start) / view.span;
  return fitView({ start: anchor - ratio * span, span }, timelineStart);
}

export const xOf = (time: number, view: TimelineView, width: number): number =>
  ((time - view.start) / view.span) * width;
export const timeAt = (x: number, view: TimelineView, width: number): number => view.start + (x / width) * view.span;
/** Milliseconds one pixel stands for. */
export const msPerPx = (view: TimelineView, width: number): number => view.span / Math.max(1, width);

export interface Tick {
  time: number;
  x: number;
  major: boolean;
}

/** A tick on every clock minute in view; every tenth minute is major. */
export function ticksIn(view: TimelineView, width: number): Tick[] {
  const ticks: Tick[] = [];
  for (let time = Math.ceil(view.start / TICK) * TICK; time <= view.start + view.span; time += TICK) {
    ticks.push({ time, x: xOf(time, view, width), major: Math.round(time / TICK) % MAJOR_TICK_EVERY === 0 });
  }
  return ticks;
}

export interface ThumbnailSlot {
  image: PresetImage;
  x: number;
}

/**
 * Thumbnails for a row `width` px wide with slots `slotPx` wide: in each slot the image closest to
 * the slot's middle, so the row is evenly filled however dense the images are; a slot with no image
 * within its own span stays empty (a gap, e.g. the camera was offline).
 */
export function thumbnailSlots(
  images: readonly PresetImage[],
  view: TimelineView,
  width: number,
  slotPx: number,
): ThumbnailSlot[] {
  const count = Math.max(1, Math.floor(width / slotPx));
  const slotMs = view.span / count;
  const times = images.map((image) => Date.parse(image.datetimeRecorded));
  const slots: ThumbnailSlot[] = [];
  let i = 0;
  for (let s = 0; s < count; s++) {
    const from = view.start + s * slotMs;
    const mid = from + slotMs / 2;
    while (i < times.length && times[i]! < from) i++;
    let best = -1;
    for (let j = i; j < times.length && times[j]! < from + slotMs; j++) {
      if (best < 0 || Math.abs(times[j]! - mid) < Math.abs(times[best]! - mid)) best = j;
    }
    if (best >= 0) slots.push({ image: images[best]!, x: (s * width) / count });
  }
  return slots;
}

/** A pointer that moved less than 5 px between down and up clicked. */
export function isClick(down: { x: number; y: number }, up: { x: number; y: number }): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) < CLICK_THRESHOLD_PX;
}

/** The carousel strip's scroll offset that keeps image `index` in view, moving 144 px per image. */
export function carouselOffset(index: number, count: number, viewportPx: number): number {
  const max = Math.max(0, count * CAROUSEL_STEP_PX - viewportPx);
  const centred = index * CAROUSEL_STEP_PX - (viewportPx - CAROUSEL_STEP_PX) / 2;
  return Math.min(max, Math.max(0, centred));
}

/** The next carousel index for an arrow key, staying within the images. */
export function carouselMove(index: number, count: number, key: string): number {
  if (key === "ArrowLeft") return Math.max(0, index - 1);
  if (key === "ArrowRight") return Math.min(count - 1, index + 1);
  if (key === "Home") return 0;
  if (key === "End") return Math.max(0, count - 1);
  return index;
}

/** Segments `[from, to)` of a day in pixels, for the day strip of where images exist. */
export function stripSegments(
  ranges: readonly { from: number; to: number }[],
  dayStart: number,
  dayEnd: number,
  width: number,
): { x: number; w: number }[] {
  const scale = width / (dayEnd - dayStart);
  return ranges
    .map((r) => ({ from: Math.max(r.from, dayStart), to: Math.min(r.to, dayEnd) }))
    .filter((r) => r.to > r.from)
    .map((r) => ({ x: (r.from - dayStart) * scale, w: Math.max(1, (r.to - r.from) * scale) }));
}
