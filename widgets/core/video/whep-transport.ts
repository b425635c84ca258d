import { deleteWhepSession, postWhepOffer } from "../api/media-request";
import { ApiError } from "../api/api-error";
import type { ConnectOptions, EarlyStart, Transport } from "./transport";

/** How long a `disconnected` connection may take to come back before it counts as dropped. */
export const WHEP_DISCONNECT_GRACE_MS = 3000;

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
export async function connectWhep({
  url,
  video,
  signal,
  onDrop,
  early,
  onConnected,
}: ConnectOptions): Promise<Transport> {
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
  let connected = false;

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
    if (state === "connected") {
      clearTimeout(graceTimer);
      if (!connected && !closed) {
        connected = true;
        onConnected?.();
      }
    } else if (state === "failed") drop("webrtc connection failed");
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
    // Only the stats' sampler asks (player-stats.ts, loaded when someone watches the stats).
    sample: async () =>
      closed
        ? { bytes: null, frames: null, latencyMs: null }
        : (await import("./player-stats")).sampleFromStats((await pc.getStats()).values()),
    close,
  };
}
