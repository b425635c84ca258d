// The stats of the player engine: loaded by `import()` when someone listens to `$stats` (only
// `<vms-camera stats>` does), so the pages and tags that show none do not carry them (issue 8).
import { STATS_INTERVAL_MS } from "./player-media";
import type { Transport, TransportSample } from "./transport";

export interface TimedSample extends TransportSample {
  at: number;
}

/** Frames per second and kbit/s between two samples (null when a counter is missing or went back). */
export function rates(
  previous: TimedSample | null,
  current: TimedSample,
): { fps: number | null; bitrateKbps: number | null } {
  if (!previous) return { fps: null, bitrateKbps: null };
  const seconds = (current.at - previous.at) / 1000;
  if (seconds <= 0) return { fps: null, bitrateKbps: null };
  const delta = (a: number | null, b: number | null) => (a === null || b === null || b < a ? null : b - a);
  const frames = delta(previous.frames, current.frames);
  const bytes = delta(previous.bytes, current.bytes);
  return {
    fps: frames === null ? null : Math.round((frames / seconds) * 10) / 10,
    bitrateKbps: bytes === null ? null : Math.round((bytes * 8) / 1000 / seconds),
  };
}

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

/** What the sampler reads from the player and gives it back. */
export interface SamplingSource {
  /** The transport of the picture that plays now, or null while none does. */
  transport(): Transport | null;
  now(): number;
  publish(rate: { fps: number | null; bitrateKbps: number | null; latencyMs: number | null }): void;
}

/** Samples the transport once a second (rates between two samples of one transport); answers the stop. */
export function startSampling(source: SamplingSource): () => void {
  let last: TimedSample | null = null;
  let lastTransport: Transport | null = null;
  const timer = setInterval(async () => {
    const transport = source.transport();
    if (!transport) return;
    if (transport !== lastTransport) last = null;
    lastTransport = transport;
    let sample: TimedSample;
    try {
      sample = { ...(await transport.sample()), at: source.now() };
    } catch {
      return; // closed while sampling
    }
    const rate = rates(last, sample);
    last = sample;
    source.publish({ ...rate, latencyMs: sample.latencyMs });
  }, STATS_INTERVAL_MS);
  return () => clearInterval(timer);
}
