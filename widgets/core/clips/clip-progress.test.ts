import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RetrievalStatus } from "../schemas/history";
import { CLIP_POLL_MS, CLIP_RETRY_MS, clipFinished, clipProgressStore } from "./clip-progress";

const clip = (id: number, status: RetrievalStatus["status"], progress = 0): RetrievalStatus => ({
  id,
  cameraId: 11,
  liveUnitId: 5,
  title: `Gate ${id}`,
  status,
  progress,
  error: null,
  start: "2026-11-20T08:00:00.000Z",
  stop: "2026-11-20T08:01:00.000Z",
  requestedDatetime: "2026-11-23T08:00:00.000Z",
});

/** A load that answers the next of `answers` (the last one again once they run out). */
function scripted(answers: (RetrievalStatus[] | Error)[]) {
  const calls: AbortSignal[] = [];
  const load = vi.fn((signal: AbortSignal) => {
    calls.push(signal);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { load, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("clipProgressStore", () => {
  it("asks at once, every 2 s while clips are being made, reloads the list when one finishes, stops when none is left", async () => {
    const { load } = scripted([
      [clip(1, "queued"), clip(2, "queued")],
      [clip(1, "rendering", 0.5), clip(2, "queued")],
      [clip(2, "rendering", 0.2)],
      [],
    ]);
    const onFinished = vi.fn();
    const store = clipProgressStore({ load, onFinished });
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.get().map((c) => c.id)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get()[0]).toMatchObject({ status: "rendering", progress: 0.5 });
    expect(onFinished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(store.get().map((c) => c.id)).toEqual([2]);
    expect(onFinished).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(store.get()).toEqual([]);
    expect(onFinished).toHaveBeenCalledTimes(2);
    // Nothing left: no further calls, however long the list stays open.
    await vi.advanceTimersByTimeAsync(10 * CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(4);
    off();
  });

  it("stops asking when the widget leaves (the last listener), and aborts a call under way", async () => {
    let pending: AbortSignal | null = null;
    const load = vi.fn((signal: AbortSignal) => {
      if (load.mock.calls.length === 1) return Promise.resolve([clip(1, "queued")]);
      pending = signal;
      return new Promise<RetrievalStatus[]>(() => undefined);
    });
    const store = clipProgressStore({ load, onFinished: vi.fn() });
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    off();
    await vi.advanceTimersByTimeAsync(1000); // nanostores unmounts a store 1 s after its last listener
    expect(pending!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(20 * CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([]);
  });

  it("does not ask while nobody listens; check() after the list loaded asks again", async () => {
    const { load } = scripted([[], [clip(3, "queued")], []]);
    const onFinished = vi.fn();
    const store = clipProgressStore({ load, onFinished });
    store.check();
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(load).not.toHaveBeenCalled();
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(1); // nothing being made: no polling
    store.check(); // the list's first load queued the unit's seeded clips
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get().map((c) => c.id)).toEqual([3]);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(onFinished).toHaveBeenCalledTimes(1);
    off();
  });

  it("after a failed call keeps the clips shown and asks again later; with nothing shown it stops", async () => {
    const { load } = scripted([[clip(4, "rendering", 0.3)], new Error("offline"), [clip(4, "rendering", 0.6)]]);
    const store = clipProgressStore({ load, onFinished: vi.fn() });
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get()[0]?.progress).toBe(0.3);
    await vi.advanceTimersByTimeAsync(CLIP_RETRY_MS);
    expect(store.get()[0]?.progress).toBe(0.6);
    off();

    const failing = scripted([new Error("403")]);
    const other = clipProgressStore({ load: failing.load, onFinished: vi.fn() });
    const off2 = other.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(10 * CLIP_RETRY_MS);
    expect(failing.load).toHaveBeenCalledTimes(1);
    off2();
  });

  it("by ids: finished clips stay shown and polling stops once every awaited clip is ready or failed", async () => {
    const asked: number[][] = [];
    let wanted = [1];
    const statuses = new Map<number, RetrievalStatus[]>([
      [1, [clip(1, "rendering", 0.5), clip(1, "ready", 1)]],
      [2, [clip(2, "queued"), clip(2, "failed")]],
    ]);
    const store = clipProgressStore({
      // As the history page does: ask only about the unfinished ones, keep the finished ones shown.
      load: (_, shown) => {
        const pending = wanted.filter((id) => !clipFinished(shown.find((c) => c.id === id)));
        asked.push(pending);
        const answer = pending.map((id) => statuses.get(id)!.shift() ?? clip(id, "ready", 1));
        return Promise.resolve([...shown.filter((c) => !pending.includes(c.id)), ...answer]);
      },
      awaiting: () => wanted.some((id) => !clipFinished(store.get().find((c) => c.id === id))),
    });
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual([clip(1, "rendering", 0.5)]);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(store.get()).toEqual([clip(1, "ready", 1)]);
    await vi.advanceTimersByTimeAsync(10 * CLIP_POLL_MS);
    expect(asked).toEqual([[1], [1]]);
    wanted = [1, 2]; // a second clip requested
    store.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get().map((c) => c.status)).toEqual(["ready", "queued"]);
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(store.get().map((c) => c.status)).toEqual(["ready", "failed"]);
    await vi.advanceTimersByTimeAsync(10 * CLIP_POLL_MS);
    expect(asked).toEqual([[1], [1], [2], [2]]);
    off();
  });

  it("a clip awaited but never answered yet is asked about again after a failure, and the failure is reported", async () => {
    const { load } = scripted([new Error("offline"), [clip(6, "queued")], [clip(6, "ready", 1)]]);
    const onError = vi.fn();
    const onFinished = vi.fn();
    const store = clipProgressStore({
      load,
      onError,
      onFinished,
      awaiting: () => !clipFinished(store.get().find((c) => c.id === 6)),
    });
    const off = store.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error("offline"));
    await vi.advanceTimersByTimeAsync(CLIP_RETRY_MS);
    expect(store.get()[0]?.status).toBe("queued");
    await vi.advanceTimersByTimeAsync(CLIP_POLL_MS);
    expect(store.get()[0]?.status).toBe("ready");
    expect(onFinished).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * CLIP_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
    off();
  });
});
