// The only module that imports hls.js (lint enforces it), and only ever loaded with a dynamic
// import() from transports.ts, so pages that play WebRTC never download it.
import Hls, { type ErrorData, type FragLoadedData } from "hls.js/light";
import type { ConnectOptions, Transport } from "./transport";

/** Live tuning proven with the reference server's 1 s fMP4 segments (MEDIA.md). */
const LIVE_CONFIG = {
  liveSyncDurationCount: 1,
  liveMaxLatencyDurationCount: 3,
  maxLiveSyncPlaybackRate: 1.5,
  backBufferLength: 10,
  enableWorker: false,
};

/** Safari's native HLS: the video element plays the playlist itself. */
function connectNative(url: string, video: HTMLVideoElement, onDrop: ConnectOptions["onDrop"]): Transport {
  let closed = false;
  const onError = () => drop("html5 video error");
  const drop = (reason: string) => {
    if (closed) return;
    transport.close();
    onDrop(reason);
  };
  video.addEventListener("error", onError);
  video.src = url;
  const transport: Transport = {
    kind: "hls",
    sample: async () => ({ bytes: null, frames: decodedFrames(video), latencyMs: null }),
    close: () => {
      if (closed) return;
      closed = true;
      video.removeEventListener("error", onError);
      video.removeAttribute("src");
      video.load();
    },
  };
  return transport;
}

/** HTML5 video over HLS with hls.js (Chromium has no native HLS); Safari's native HLS otherwise. */
export async function connectHls({ url, video, signal, onDrop }: ConnectOptions): Promise<Transport> {
  if (signal.aborted) throw new DOMException("aborted", "AbortError");
  let closed = false;
  let bytes = 0;
  const nativeOnly = !Hls.isSupported() && video.canPlayType("application/vnd.apple.mpegurl") !== "";
  if (!Hls.isSupported() && !nativeOnly) throw new Error("This browser cannot play HLS");

  if (nativeOnly) return connectNative(url, video, onDrop);

  // Media URLs carry their own access token (see CamStringSchema): no cookie and no
  // Authorization header, so a cross-origin page makes no preflight per segment.
  const hls = new Hls(LIVE_CONFIG);
  const close = () => {
    if (closed) return;
    closed = true;
    hls.destroy();
  };
  const drop = (reason: string) => {
    if (closed) return;
    close();
    onDrop(reason);
  };
  let recovered = false;
  let connected = false;
  let failConnect: (error: Error) => void = () => {};
  hls.on(Hls.Events.FRAG_LOADED, (_event, data: FragLoadedData) => {
    bytes += data.frag.stats.total;
  });
  hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    // One media-error recovery (a decoder hiccup); anything else ends this transport.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    const reason = `hls ${data.type}: ${data.details}`;
    if (connected) drop(reason);
    else {
      close();
      failConnect(new Error(reason));
    }
  });
  const onAbort = () => {
    close();
    failConnect(new DOMException("aborted", "AbortError"));
  };
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      failConnect = reject;
      hls.once(Hls.Events.MANIFEST_PARSED, () => resolve());
      hls.loadSource(url);
      hls.attachMedia(video);
    });
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  connected = true;

  return {
    kind: "hls",
    sample: async () => ({
      bytes,
      frames: decodedFrames(video),
      latencyMs: Number.isFinite(hls.latency) ? Math.round(hls.latency * 1000) : null,
    }),
    close,
  };
}

function decodedFrames(video: HTMLVideoElement): number | null {
  return typeof video.getVideoPlaybackQuality === "function" ? video.getVideoPlaybackQuality().totalVideoFrames : null;
}
