/** What `whenPageSettled` needs of the window (injected in tests). */
export interface SettleWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: "load", listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: "load", listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** At the latest this long after the page's `load`, the callback runs even if the page stays busy. */
export const SETTLE_TIMEOUT_MS = 3000;

/**
 * Runs `run` once the page has loaded (`load`) and then the main thread is idle
 * (`requestIdleCallback`, at most `SETTLE_TIMEOUT_MS` later; a short timer where there is none):
 * work that is not the page's own first content (the navigation's alert count)
 * waits for it instead of competing with it. Returns a function that cancels the call.
 */
export function whenPageSettled(
  run: () => void,
  win: SettleWindow = globalThis as unknown as SettleWindow,
): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: unknown;
  const whenIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback)
      idle = win.requestIdleCallback(() => !cancelled && run(), { timeout: SETTLE_TIMEOUT_MS });
    else timer = win.setTimeout(() => !cancelled && run(), 200);
  };
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", whenIdle);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
