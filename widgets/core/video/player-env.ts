import { createAdmission } from "./admission";
import { contractStreamApi } from "./stream-api";
import { connectTransport } from "./transports";
import { prepareWhep } from "./whep-transport";
import { BundleTicket, bundleTarget, createBundleTickets } from "./bundle-ticket";
import type { WhepBundler } from "./whep-bundle";
import { browserHasWebrtc } from "./transport-choice";
import type { PlayerEnv, RenderedSize } from "./player-types";

/** On screen (IntersectionObserver) and in a visible tab (Page Visibility). */
export function observeVisibility(target: HTMLElement, onChange: (visible: boolean) => void): () => void {
  let intersecting = true;
  let last: boolean | null = null;
  const report = () => {
    const visible = intersecting && document.visibilityState !== "hidden";
    if (visible !== last) onChange((last = visible));
  };
  const onDocument = () => report();
  document.addEventListener("visibilitychange", onDocument);
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) intersecting = entry.isIntersecting;
      report();
    });
    observer.observe(target);
  } else queueMicrotask(report);
  return () => {
    document.removeEventListener("visibilitychange", onDocument);
    observer?.disconnect();
  };
}

/** The rendered width (ResizeObserver); reports once at once and on every change. */
export function observeSize(target: HTMLElement, onChange: (size: RenderedSize) => void): () => void {
  const dpr = () => globalThis.devicePixelRatio || 1;
  onChange({ cssWidth: target.getBoundingClientRect().width, devicePixelRatio: dpr() });
  if (typeof ResizeObserver !== "function") return () => {};
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onChange({ cssWidth: entry.contentRect.width, devicePixelRatio: dpr() });
  });
  observer.observe(target);
  return () => observer.disconnect();
}

/** The first presented frame: requestVideoFrameCallback where the browser has it, else `loadeddata`. */
export function waitFirstFrame(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener("abort", abort);
      video.removeEventListener("loadeddata", loaded);
      resolve();
    };
    const abort = () => {
      video.removeEventListener("loadeddata", loaded);
      reject(new DOMException("aborted", "AbortError"));
    };
    const loaded = () => {
      if (video.videoWidth > 0) done();
    };
    signal.addEventListener("abort", abort, { once: true });
    if (typeof video.requestVideoFrameCallback === "function") video.requestVideoFrameCallback(() => done());
    else video.addEventListener("loadeddata", loaded);
  });
}

function onUnload(listener: () => void): () => void {
  globalThis.addEventListener("pagehide", listener);
  return () => globalThis.removeEventListener("pagehide", listener);
}

/** One admission queue for every player of the page (the stream page, mosaic tiles, partner tags). */
const pageAdmission = createAdmission();
/**
 * The page's WHEP bundles (players that start together share one peer connection; whep-bundle.ts,
 * loaded by `import()` while the first player's start call runs).
 */
const pageTickets = createBundleTickets();
let pageBundler: Promise<WhepBundler> | undefined;
const bundler = () =>
  (pageBundler ??= import("./whep-bundle").then(({ createWhepBundler }) =>
    createWhepBundler(pageAdmission, pageTickets),
  ));

/** The real browser and API. */
export function defaultEnv(): PlayerEnv {
  return {
    api: contractStreamApi,
    connect: (kind, options) => {
      const ticket = options.early;
      if (!(ticket instanceof BundleTicket)) return connectTransport(kind, options);
      if (kind === "webrtc" && bundleTarget(options.url))
        return bundler().then(
          (b) => b.connect(options),
          (error: unknown) => {
            ticket.spend();
            throw error;
          },
        );
      ticket.spend();
      return connectTransport(kind, { ...options, early: null });
    },
    prepare: (kind) => {
      if (kind !== "webrtc") return null;
      if (typeof RTCPeerConnection !== "function") return prepareWhep();
      void bundler().catch(() => {}); // loads while the start call runs; a failure shows at connect
      return pageTickets.make();
    },
    observeVisibility,
    observeSize,
    waitFirstFrame,
    onUnload,
    browserWebrtc: browserHasWebrtc(),
    admission: pageAdmission,
    now: () => performance.now(),
    random: Math.random,
  };
}
