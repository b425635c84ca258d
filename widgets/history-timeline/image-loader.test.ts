import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PresetImage } from "../core/schemas/history";
import { createImageLoader, type FetchBucket } from "./image-loader";
import { HOUR, MINUTE } from "./timeline-constants";

const H10 = Date.parse("2026-11-20T10:00:00.000Z");
const image = (presetId: number, at: number): PresetImage => ({
  presetId,
  imageUrl: `/img/${presetId}/${at}.jpg`,
  thumbUrl: `/img/${presetId}/${at}.thumb.jpg`,
  datetimeRecorded: new Date(at).toISOString(),
});

let clock = H10 + 5 * HOUR;
let calls: { startISO: string; endISO: string; presetIds: readonly number[] }[];
let fail = false;
const fetchBucket: FetchBucket = async (bucket, presetIds) => {
  calls.push({ ...bucket, presetIds });
  if (fail) throw new Error("boom");
  const out: PresetImage[] = [];
  for (let start = Date.parse(bucket.startISO); start < Date.parse(bucket.endISO); start += HOUR)
    out.push(...presetIds.flatMap((id) => [image(id, start + 40 * MINUTE), image(id, start + 10 * MINUTE)]));
  return out;
};

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  fail = false;
  clock = H10 + 5 * HOUR;
});
afterEach(() => {
  vi.useRealTimers();
});

const loader = () => createImageLoader({ fetchBucket, now: () => clock });

describe("image loader", () => {
  it("loads the first view at once in one call for both hour buckets", async () => {
    const l = loader();
    l.show(H10 + 30 * MINUTE, H10 + 90 * MINUTE, [7, 8, 9]);
    expect(calls.map((c) => [c.startISO, c.endISO])).toEqual([
      ["2026-11-20T10:00:00.000Z", "2026-11-20T12:00:00.000Z"],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(l.imagesOf(7, H10, H10 + 2 * HOUR)).toHaveLength(4);
  });

  it("waits 200 ms after the last move, then makes one call for every preset and both hour buckets", async () => {
    const l = loader();
    l.show(H10 - 3 * HOUR, H10 - 2 * HOUR, [7, 8, 9]);
    await vi.advanceTimersByTimeAsync(0);
    calls = [];
    for (let m = 0; m < 30; m++) {
      if (m > 0) await vi.advanceTimersByTimeAsync(50);
      l.show(H10 + m * MINUTE, H10 + m * MINUTE + HOUR, [7, 8, 9]);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.startISO, c.endISO])).toEqual([
      ["2026-11-20T10:00:00.000Z", "2026-11-20T12:00:00.000Z"],
    ]);
    expect(calls.every((c) => c.presetIds.join() === "7,8,9")).toBe(true);
    expect(l.imagesOf(8, H10 + 29 * MINUTE, H10 + 89 * MINUTE).map((i) => i.datetimeRecorded)).toEqual([
      "2026-11-20T10:40:00.000Z",
      "2026-11-20T11:10:00.000Z",
    ]);
  });

  it("keeps past buckets and fetches only new ones when the timeline moves", async () => {
    const l = loader();
    l.show(H10, H10 + HOUR, [1]);
    await vi.advanceTimersByTimeAsync(200);
    l.show(H10 + 30 * MINUTE, H10 + 90 * MINUTE, [1]);
    await vi.advanceTimersByTimeAsync(200);
    l.show(H10, H10 + HOUR, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.map((c) => [c.startISO, c.endISO])).toEqual([
      ["2026-11-20T10:00:00.000Z", "2026-11-20T11:00:00.000Z"],
      ["2026-11-20T11:00:00.000Z", "2026-11-20T12:00:00.000Z"],
    ]);
  });

  it("refreshes the bucket holding now when shown again a minute later", async () => {
    clock = H10 + 30 * MINUTE;
    const l = loader();
    l.show(H10 - 30 * MINUTE, H10 + 30 * MINUTE, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(1);
    clock += 30_000;
    l.show(H10 - 30 * MINUTE, H10 + 30 * MINUTE, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(1);
    clock += 30_000;
    l.show(H10 - 30 * MINUTE, H10 + 30 * MINUTE, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.map((c) => [c.startISO, c.endISO])).toEqual([
      ["2026-11-20T09:00:00.000Z", "2026-11-20T11:00:00.000Z"],
      ["2026-11-20T10:00:00.000Z", "2026-11-20T11:00:00.000Z"],
    ]);
    expect(l.imagesOf(1, H10 - HOUR, H10 + HOUR)).toHaveLength(4);
  });

  it("reports a failed bucket, keeps the others, and tries again when shown", async () => {
    const l = loader();
    fail = true;
    l.show(H10, H10 + HOUR, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(l.failedIn(H10, H10 + HOUR)).toBe(true);
    expect(l.imagesOf(1, H10, H10 + HOUR)).toEqual([]);
    fail = false;
    l.show(H10, H10 + HOUR, [1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(l.failedIn(H10, H10 + HOUR)).toBe(false);
    expect(l.imagesOf(1, H10, H10 + HOUR)).toHaveLength(2);
  });

  it("says loading until the first answer, starts over when the presets change, and stops on dispose", async () => {
    const l = loader();
    l.show(H10, H10 + HOUR, [1]);
    expect(l.loadingIn(H10, H10 + HOUR)).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(l.loadingIn(H10, H10 + HOUR)).toBe(false);
    l.show(H10, H10 + HOUR, [1, 2]);
    // The old presets' images are dropped; the new ones load at once.
    expect(l.$buckets.get().get(H10)).toMatchObject({ status: "loading", images: [] });
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.at(-1)?.presetIds).toEqual([1, 2]);
    l.show(H10 + HOUR, H10 + 2 * HOUR, [1, 2]);
    l.dispose();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
  });
});
