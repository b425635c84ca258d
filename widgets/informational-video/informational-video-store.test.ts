import { afterEach, describe, expect, it, vi } from "vitest";
import type { InformationalVideo } from "../core/schemas/session";
import {
  $openInformationalVideo,
  $viewedInformationalVideos,
  autoOpenInformationalVideo,
} from "./informational-video-store";
import { whenPageSettled, type SettleWindow } from "../core/page/when-page-settled";

const video = (viewed: boolean, id = 7): InformationalVideo => ({
  id,
  video_url: "/media/informational/map.mp4",
  thumbnail_url: null,
  header_text: null,
  body_text: "Search by unit name",
  documentation_url: null,
  viewed,
});

/** A settle function that runs when the test says the page has settled. */
function manualSettle() {
  const pending: (() => void)[] = [];
  return {
    settle: (run: () => void) => (pending.push(run), () => {}),
    fire: () => pending.splice(0).forEach((f) => f()),
  };
}

afterEach(() => {
  $openInformationalVideo.set(null);
  $viewedInformationalVideos.set({});
});

describe("the first-visit opening of an informational video", () => {
  it("waits until the page has settled, then opens a video not yet viewed", () => {
    const { settle, fire } = manualSettle();
    autoOpenInformationalVideo("map", video(false), settle);
    expect($openInformationalVideo.get()).toBe(null);
    fire();
    expect($openInformationalVideo.get()).toBe("map");
  });

  it("never opens a video viewed before, nor one closed (viewed) while it waited", () => {
    const first = manualSettle();
    autoOpenInformationalVideo("map", video(true), first.settle);
    first.fire();
    expect($openInformationalVideo.get()).toBe(null);
    const second = manualSettle();
    autoOpenInformationalVideo("map", video(false, 8), second.settle);
    $viewedInformationalVideos.setKey(8, true);
    second.fire();
    expect($openInformationalVideo.get()).toBe(null);
  });

  it("does not replace a modal that is open by then", () => {
    const { settle, fire } = manualSettle();
    autoOpenInformationalVideo("map", video(false), settle);
    $openInformationalVideo.set("stream");
    fire();
    expect($openInformationalVideo.get()).toBe("stream");
  });
});

/** A window whose load and idle callbacks the test fires. */
function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const win: SettleWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => void listeners.push(listener),
    removeEventListener: (_type, listener) => void listeners.splice(listeners.indexOf(listener) >>> 0, 1),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  if (idle) {
    win.requestIdleCallback = (callback) => idles.push(callback);
    win.cancelIdleCallback = (handle) => void (idles[handle - 1] = () => {});
  }
  return { win, load: () => listeners.splice(0).forEach((f) => f()), idle: () => idles.splice(0).forEach((f) => f()) };
}

describe("whenPageSettled", () => {
  it("runs after the load event and then an idle period, not before", () => {
    const run = vi.fn();
    const page = fakeWindow("interactive");
    whenPageSettled(run, page.win);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits only for idle when the page has already loaded; cancel stops it", () => {
    const run = vi.fn();
    const page = fakeWindow("complete");
    const cancel = whenPageSettled(run, page.win);
    cancel();
    page.idle();
    expect(run).not.toHaveBeenCalled();
    whenPageSettled(run, page.win);
    page.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it("falls back to a short timer without requestIdleCallback", () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const page = fakeWindow("complete", false);
      whenPageSettled(run, page.win);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(250);
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
