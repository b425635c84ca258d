import { describe, expect, it } from "vitest";
import { rates } from "./player-stats";

describe("rates", () => {
  it("takes frames per second and kbit/s between two samples", () => {
    const a = { at: 1000, frames: 100, bytes: 50_000, latencyMs: 40 };
    const b = { at: 2000, frames: 115, bytes: 112_500, latencyMs: 40 };
    expect(rates(a, b)).toEqual({ fps: 15, bitrateKbps: 500 });
  });

  it("has no rate for the first sample, a missing counter or a counter that went back", () => {
    const b = { at: 2000, frames: 115, bytes: 112_500, latencyMs: null };
    expect(rates(null, b)).toEqual({ fps: null, bitrateKbps: null });
    expect(rates({ at: 1000, frames: null, bytes: 200_000, latencyMs: null }, b)).toEqual({
      fps: null,
      bitrateKbps: null,
    });
    expect(rates({ at: 2000, frames: 1, bytes: 1, latencyMs: null }, b)).toEqual({ fps: null, bitrateKbps: null });
  });
});
