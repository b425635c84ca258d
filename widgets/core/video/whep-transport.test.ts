import { describe, expect, it } from "vitest";
import { sampleFromStats } from "./player-stats";

describe("sampleFromStats", () => {
  it("reads the video receiver's counters and estimates latency from the jitter buffer and round trip", () => {
    const report = [
      { type: "inbound-rtp", kind: "audio", bytesReceived: 5 },
      {
        type: "inbound-rtp",
        kind: "video",
        bytesReceived: 123_456,
        framesDecoded: 300,
        jitterBufferDelay: 6,
        jitterBufferEmittedCount: 200,
      },
      { type: "candidate-pair", state: "succeeded", nominated: true, currentRoundTripTime: 0.02 },
    ];
    expect(sampleFromStats(report)).toEqual({ bytes: 123_456, frames: 300, latencyMs: 40 });
  });

  it("answers nulls before any video arrives", () => {
    expect(sampleFromStats([{ type: "transport" }])).toEqual({ bytes: null, frames: null, latencyMs: null });
  });
});
