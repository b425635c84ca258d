import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdmission } from "./admission";

const rank = (n: number) => () => n;
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("admission queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("grants up to the limit at once, then one per release", async () => {
    const admission = createAdmission({ limit: 2 });
    const granted: number[] = [];
    const releases: (() => void)[] = [];
    for (const n of [1, 2, 3, 4])
      void admission.request(rank(0), new AbortController().signal).then((release) => {
        granted.push(n);
        releases.push(release);
      });
    await flush();
    expect(granted).toEqual([1, 2]);
    expect(admission.load).toEqual({ active: 2, waiting: 2 });
    releases[0]!();
    releases[0]!(); // twice is once
    await flush();
    expect(granted).toEqual([1, 2, 3]);
    expect(admission.load).toEqual({ active: 2, waiting: 1 });
  });

  it("grants the lowest rank first, read again at each grant, and equal ranks in order", async () => {
    const admission = createAdmission({ limit: 1 });
    const first = await admission.request(rank(0), new AbortController().signal);
    const granted: string[] = [];
    let movingRank = 5;
    const ask = (name: string, r: () => number) =>
      void admission.request(r, new AbortController().signal).then((release) => {
        granted.push(name);
        release();
      });
    ask("far", rank(9));
    ask("moving", () => movingRank);
    ask("near-a", rank(1));
    ask("near-b", rank(1));
    movingRank = 0; // scrolled into view while waiting
    first();
    await vi.runAllTimersAsync();
    expect(granted).toEqual(["moving", "near-a", "near-b", "far"]);
  });

  it("drops an aborted request from the queue (a tile unmounted while waiting) and never grants it", async () => {
    const admission = createAdmission({ limit: 1 });
    const first = await admission.request(rank(0), new AbortController().signal);
    const gone = new AbortController();
    const waited = admission.request(rank(0), gone.signal);
    const next = admission.request(rank(1), new AbortController().signal);
    gone.abort();
    await expect(waited).rejects.toMatchObject({ name: "AbortError" });
    expect(admission.load).toEqual({ active: 1, waiting: 1 });
    first();
    await next;
    expect(admission.load).toEqual({ active: 1, waiting: 0 });
    await expect(admission.request(rank(0), gone.signal)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("frees a slot held too long by itself, so a slow stream does not stall the others", async () => {
    const admission = createAdmission({ limit: 1, holdMs: 4000 });
    await admission.request(rank(0), new AbortController().signal);
    let granted = false;
    void admission.request(rank(0), new AbortController().signal).then(() => (granted = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toBe(true);
  });
});
