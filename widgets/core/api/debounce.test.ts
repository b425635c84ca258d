import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer } from "./debounce";

describe("createDebouncer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once and coalesces a burst into one trailing call", () => {
    const debouncer = createDebouncer(150);
    const runs: string[] = [];
    debouncer.call(() => runs.push("p"));
    expect(runs).toEqual(["p"]);
    vi.advanceTimersByTime(50);
    debouncer.call(() => runs.push("ph"));
    vi.advanceTimersByTime(50);
    debouncer.call(() => runs.push("pho"));
    vi.advanceTimersByTime(149);
    expect(runs).toEqual(["p"]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(["p", "pho"]);
  });

  it("runs at once again after a quiet period", () => {
    const debouncer = createDebouncer(150);
    const runs: number[] = [];
    debouncer.call(() => runs.push(1));
    vi.advanceTimersByTime(400);
    debouncer.call(() => runs.push(2));
    expect(runs).toEqual([1, 2]);
  });

  it("cancel drops the pending call", () => {
    const debouncer = createDebouncer(150);
    const runs: number[] = [];
    debouncer.call(() => runs.push(1));
    debouncer.call(() => runs.push(2));
    debouncer.cancel();
    vi.advanceTimersByTime(500);
    expect(runs).toEqual([1]);
  });
});
