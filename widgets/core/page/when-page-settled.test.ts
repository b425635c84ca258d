import { describe, expect, it, vi } from "vitest";
import { whenPageSettled, type SettleWindow } from "./when-page-settled";

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
