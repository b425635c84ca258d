import { atom, type WritableAtom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { history } from "../core/contract/history-calls";
import { startOfZonedDay } from "../core/time/zoned-time";
import { HOUR, TIMESPAN } from "./timeline-constants";

/**
 * The day strip's data (beyond the spec): where each preset has images over the chosen day, from
 * `POST /api/archive/image_coverage` (chosen). Gaps are times the camera was offline or not
 * recording. Pure helpers plus one remote store per history page.
 */

/** A period with images, epoch ms `[from, to)`. */
export interface Covered {
  from: number;
  to: number;
}

/** The local day (in `tz`) that holds `ms`: `[start, end)`, 23–25 hours around a change of clock. */
export function dayAround(ms: number, tz: string): { start: number; end: number } {
  const start = startOfZonedDay(ms, tz);
  return { start, end: startOfZonedDay(start + 26 * HOUR, tz) };
}

/** The day shown on the strip: the one that holds the middle of the hour on the timeline. */
export function stripDay(timelineStart: number, tz: string): { start: number; end: number } {
  return dayAround(timelineStart + TIMESPAN / 2, tz);
}

/** The coverage call's bounds for a day: on the hour (a zone such as +05:30 starts its day off the hour). */
export function coverageBounds(day: { start: number; end: number }): { start: string; end: string } {
  const start = Math.floor(day.start / HOUR) * HOUR;
  const end = Math.ceil(day.end / HOUR) * HOUR;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** The call takes at most 50 presets: larger pages ask in chunks. */
export const COVERAGE_PRESETS_PER_CALL = 50;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A time on the strip from a pointer's fraction of its width (0–1), inside the day. */
export function timeOnStrip(fraction: number, day: { start: number; end: number }): number {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return day.start + f * (day.end - day.start);
}

/** Left and width of `[from, to)` on the day, in percent; null when outside it. */
export function percentOf(
  range: Covered,
  day: { start: number; end: number },
  minPercent = 0.15,
): { left: number; width: number } | null {
  const from = Math.max(range.from, day.start);
  const to = Math.min(range.to, day.end);
  if (!(to > from)) return null;
  const span = day.end - day.start;
  return { left: ((from - day.start) / span) * 100, width: Math.max(minPercent, ((to - from) / span) * 100) };
}

/** Keys of the strip's slider (the window on the day): ←/→ 15 min, PageUp/PageDown 1 h, Home/End the day's ends. */
export function stripTarget(key: string, center: number, day: { start: number; end: number }): number | null {
  const steps: Record<string, number> = {
    ArrowLeft: -15 * 60_000,
    ArrowDown: -15 * 60_000,
    ArrowRight: 15 * 60_000,
    ArrowUp: 15 * 60_000,
    PageDown: -HOUR,
    PageUp: HOUR,
  };
  if (key in steps) return center + (steps[key] ?? 0);
  if (key === "Home") return day.start + TIMESPAN / 2;
  if (key === "End") return day.end - TIMESPAN / 2;
  return null;
}

export interface CoverageInput {
  start: string;
  end: string;
  presetIds: number[];
}

export interface DayCoverage {
  input: WritableAtom<CoverageInput | null>;
  store: RemoteStore<ReadonlyMap<number, Covered[]>>;
}

/** One page's coverage: set `input` (the day and the presets); the store loads, aborts and retries. */
export function dayCoverage(): DayCoverage {
  const input = atom<CoverageInput | null>(null);
  const store = remoteStore<ReadonlyMap<number, Covered[]>, CoverageInput>({
    input,
    async load({ start, end, presetIds }, signal) {
      const answers = await Promise.all(
        chunks(presetIds, COVERAGE_PRESETS_PER_CALL).map(
          async (ids) => (await callApi(history.imageCoverage, { body: { start, end, presetIds: ids }, signal })).data,
        ),
      );
      const byPreset = new Map<number, Covered[]>();
      for (const item of answers.flat())
        byPreset.set(
          item.presetId,
          item.ranges.map((r) => ({ from: Date.parse(r.start), to: Date.parse(r.end) })),
        );
      return byPreset;
    },
    name: "day strip coverage",
  });
  return { input, store };
}
