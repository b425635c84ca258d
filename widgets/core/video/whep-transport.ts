import { deleteWhepSession, postWhepOffer } from "../api/media-request";
import { ApiError } from "../api/api-error";
import type { ConnectOptions, EarlyStart, Transport, TransportSample } from "./transport";

/** How long a `disconnected` connection may take to come back before it counts as dropped. */
export const WHEP_DISCONNECT_GRACE_MS = 3000;

interface InboundVideoStats {
  type: "inbound-rtp";
  kind?: string;
  mediaType?: string;
  bytesReceived?: number;
  framesDecoded?: number;
  jitterBufferDelay?: number;
  jitterBufferEmittedCount?: number;
}

interface CandidatePairStats {
  type: "candidate-pair";
  state?: string;
  nominated?: boolean;
  currentRoundTripTime?: number;
}

/** The receiver's counters: bytes, frames, and latency as jitter-buffer delay plus half the round trip. */
export function sampleFromStats(report: Iterable<unknown>): TransportSample {
  let video: InboundVideoStats | undefined;
  let rttSeconds: number | undefined;
  for (const entry of report) {
    const stat = entry as { type?: string };
    if (stat.type === "inbound-rtp") {
      const inbound = stat as InboundVideoStats;
      if ((inbound.kind ?? inbound.mediaType) === "video") video = inbound;
    } else if (stat.type === "candidate-pair") {
      const pair = stat as CandidatePairStats;
      if (pair.state === "succeeded" && pair.nominated && pair.currentRoundTripTime !== undefined)
        rttSeconds = pair.currentRoundTripTime;
    }
  }
  if (!video) return { bytes: null, frames: null, latencyMs: null };
  const buffered =
    video.jitterBufferDelay !== undefined && video.jitterBufferEmittedCount
      ? video.jitterBufferDelay / video.jitterBufferEmittedCount
      : null;
  const latency = buffered === null ? null : (buffered + (rttSeconds ?? 0) / 2) * 1000;
  return {
    bytes: video.bytesReceived ?? null,
    frames: video.framesDecoded ?? null,
    latencyMs: latency === null ? null : Math.round(latency),
  };
}

/**
 * A receive-only peer connection with its offer made (local description set): made while the start
 * call runs, so the offer goes out as soon as the WHEP URL is known.
 */
export class WhepOffer implements EarlyStart {
  readonly pc = new RTCPeerConnection({ iceServers: [], bundlePolicy: "max-bundle" });
  readonly sdp: Promise<string>;

  constructor() {
    this.pc.addTransceiver("video", { direction: "recvonly" });
    this.sdp = this.pc.createOffer().then(async (offer) => {
      await this.pc.setLocalDescription(offer);
      return this.pc.localDescription?.sdp ?? offer.sdp ?? "";
    });
    this.sdp.catch(() => {}); // read (and thrown) by connectWhep
  }

  close(): void {
    this.pc.close();
  }
}

/** The early part of WebRTC (`PlayerEnv.prepare`); null where the browser has no WebRTC. */
export function prepareWhep(): WhepOffer | null {
  return typeof RTCPeerConnection === "function" ? new WhepOffer() : null;
}

/**
 * WebRTC over WHEP: a receive-only video transceiver, the offer POSTed at once (no waiting for ICE
 * gathering; made ahead when `early` is a `WhepOffer`), the answer applied, the session URL kept for
 * the DELETE that ends it.
 */
export async function connectWhep({ url, video, signal, onDrop, early }: ConnectOptions): Promise<Transport> {
  const made = early instanceof WhepOffer ? early : null;
  if (signal.aborted) {
    made?.close();
    throw new DOMException("aborted", "AbortError");
  }
  const offered = made ?? new WhepOffer();
  const pc = offered.pc;
  let location: string | null = null;
  let closed = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(graceTimer);
    pc.close();
    if (location) deleteWhepSession(location);
    if (video.srcObject) video.srcObject = null;
  };
  const drop = (reason: string) => {
    if (closed) return;
    close();
    onDrop(reason);
  };

  pc.addEventListener("track", (event) => {
    video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  });
  pc.addEventListener("connectionstatechange", () => {
    const state = pc.connectionState;
    if (state === "connected") clearTimeout(graceTimer);
    else if (state === "failed") drop("webrtc connection failed");
    else if (state === "disconnected") {
      clearTimeout(graceTimer);
      graceTimer = setTimeout(() => drop("webrtc connection lost"), WHEP_DISCONNECT_GRACE_MS);
    }
  });
  const onAbort = () => close();
  signal.addEventListener("abort", onAbort, { once: true });

  try {
    const session = await postWhepOffer(url, await offered.sdp, signal);
    location = session.location;
    if (closed) {
      deleteWhepSession(location);
      throw new ApiError("aborted", "aborted", undefined, url);
    }
    await pc.setRemoteDescription({ type: "answer", sdp: session.answer });
  } catch (error) {
    close();
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }

  return {
    kind: "webrtc",
    sample: async () =>
      closed ? { bytes: null, frames: null, latencyMs: null } : sampleFromStats((await pc.getStats()).values()),
    close,
  };
}
