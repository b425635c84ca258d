// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from "vitest";

// The stream page's chunk and the player's loader, observed instead of loaded.
const loaded = vi.hoisted(() => ({ page: 0, player: 0 }));
vi.mock("./page-view", () => ({ preloadStreamPage: () => Promise.resolve(void (loaded.page += 1)) }));
vi.mock("./pages/stream-page", () => ({ preloadStreamPlayer: () => Promise.resolve(void (loaded.player += 1)) }));

const { startPrefetch } = await import("./prefetch");

beforeEach(() => {
  vi.useFakeTimers();
  loaded.page = 0;
  loaded.player = 0;
});
afterEach(() => vi.useRealTimers());

it("prefetches the stream page only once the first page has loaded, 2 s later when idle, and once", async () => {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  const stop = startPrefetch();
  await vi.advanceTimersByTimeAsync(5000);
  expect(loaded.page).toBe(0); // no load yet: nothing
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(1900);
  expect(loaded.page).toBe(0);
  await vi.advanceTimersByTimeAsync(3200); // the delay, then idle (at most 3 s)
  expect(loaded).toEqual({ page: 1, player: 1 });
  // Hovering a stream link later loads nothing again.
  const link = document.createElement("a");
  link.href = "/camera/7/stream";
  document.body.append(link);
  link.dispatchEvent(new Event("pointerover", { bubbles: true, composed: true }));
  await vi.advanceTimersByTimeAsync(10);
  expect(loaded).toEqual({ page: 1, player: 1 });
  stop();
});

it("cancelled before the delay ends, prefetches nothing", async () => {
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  const stop = startPrefetch();
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(loaded.page).toBe(0);
});
