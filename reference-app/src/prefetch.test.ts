// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from "vitest";

// The stream page's chunk and the player's loader, observed instead of loaded.
const loaded = vi.hoisted(() => ({ page: 0, player: 0 }));
vi.mock("./page-view", () => ({ preloadStreamPage: () => Promise.resolve(void (loaded.page += 1)) }));
vi.mock("./pages/stream-page", () => ({ preloadStreamPlayer: () => Promise.resolve(void (loaded.player += 1)) }));
// The start calls made ahead, observed.
const startedAhead = vi.hoisted(() => [] as number[]);
vi.mock("vms-widgets", async (original) => ({
  ...(await original<object>()),
  startStreamAhead: (cameraId: number) => void startedAhead.push(cameraId),
}));

const { startPrefetch, startStreamRouteAhead } = await import("./prefetch");
const { $router } = await import("./router");

beforeEach(() => {
  vi.useFakeTimers();
  loaded.page = 0;
  loaded.player = 0;
});
afterEach(() => vi.useRealTimers());

const streamLink = () => {
  const link = document.createElement("a");
  link.href = "/camera/7/stream";
  document.body.append(link);
  return link;
};

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")];

it("once the first page has loaded, 2 s later when idle, has the browser fetch the listed files, running none", async () => {
  const script = document.createElement("script");
  script.dataset.prefetch = "/assets/chunks/stream-page-1.js /assets/chunks/player-2.js";
  document.body.append(script);
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  const stop = startPrefetch();
  await vi.advanceTimersByTimeAsync(5000);
  expect(prefetchLinks()).toHaveLength(0); // no load yet: nothing
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(1900);
  expect(prefetchLinks()).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(3200); // the delay, then idle (at most 3 s)
  expect(prefetchLinks().map((link) => link.getAttribute("href"))).toEqual([
    "/assets/chunks/stream-page-1.js",
    "/assets/chunks/player-2.js",
  ]);
  expect(loaded).toEqual({ page: 0, player: 0 });
  stop();
  script.remove();
  for (const link of prefetchLinks()) link.remove();
});

it("cancelled before the delay ends, fetches nothing", async () => {
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  const stop = startPrefetch();
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(prefetchLinks()).toHaveLength(0);
});

it("loads the stream page and the player when a stream link is hovered or focused, once", async () => {
  const stop = startPrefetch();
  const other = document.createElement("a");
  other.href = "/camera/7/history";
  document.body.append(other);
  other.dispatchEvent(new Event("pointerover", { bubbles: true, composed: true }));
  await vi.advanceTimersByTimeAsync(10);
  expect(loaded).toEqual({ page: 0, player: 0 });
  const link = streamLink();
  link.dispatchEvent(new Event("pointerover", { bubbles: true, composed: true }));
  await vi.advanceTimersByTimeAsync(10);
  expect(loaded).toEqual({ page: 1, player: 1 });
  link.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
  await vi.advanceTimersByTimeAsync(10);
  expect(loaded).toEqual({ page: 1, player: 1 });
  stop();
});

it("stopped, listens no more", async () => {
  const stop = startPrefetch();
  stop();
  streamLink().dispatchEvent(new Event("pointerover", { bubbles: true, composed: true }));
  await vi.advanceTimersByTimeAsync(10);
  expect(loaded.page).toBe(0);
});

it("on a route change to a stream page, starts its stream and loads its code at once, all files side by side", async () => {
  const script = document.createElement("script");
  script.dataset.prefetch = "/assets/chunks/stream-page-1.js /assets/chunks/player-2.js";
  document.body.append(script);
  $router.open("/profile");
  const stop = startStreamRouteAhead();
  $router.open("/alerts");
  expect(startedAhead).toEqual([]);
  $router.open("/camera/12/stream");
  expect(startedAhead).toEqual([12]);
  const preloads = [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"));
  expect(preloads).toEqual(["/assets/chunks/stream-page-1.js", "/assets/chunks/player-2.js"]);
  $router.open("/camera/12/stream?x=1"); // the same camera: not again
  $router.open("/camera/13/stream");
  expect(startedAhead).toEqual([12, 13]);
  stop();
  $router.open("/camera/14/stream");
  expect(startedAhead).toEqual([12, 13]);
  script.remove();
});
