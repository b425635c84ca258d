import type { TransportSample } from "./transport";

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
