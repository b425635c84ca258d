import { describe, expect, it } from "vitest";
import { QUALITY_OPTIONS, statsRows, streamLabel } from "./stats-rows";

const t = (key: string) => key;

describe("statsRows", () => {
  it("shows the engine's figures with their units", () => {
    const rows = statsRows(
      {
        transport: "webrtc",
        quality: "main",
        width: 640,
        height: 360,
        fps: 12.5,
        bitrateKbps: 900,
        latencyMs: 85,
        firstFrameMs: 640,
      },
      t,
    );
    expect(rows.map((r) => [r.id, r.term, r.value])).toEqual([
      ["transport", "videoStats:transport", "WebRTC"],
      ["resolution", "videoStats:resolution", "640×360"],
      ["frameRate", "videoStats:frameRate", "12.5 fps"],
      ["bitRate", "videoStats:bitRate", "900 kbit/s"],
      ["latency", "videoStats:latency", "85 ms"],
      ["firstFrame", "videoStats:firstFrame", "640 ms"],
    ]);
  });

  it("says unknown for what is not measured yet, and before any stats", () => {
    expect(statsRows(null, t).every((r) => r.value === "videoStats:unknown")).toBe(true);
    const hls = statsRows(
      {
        transport: "hls",
        quality: "sub",
        width: null,
        height: 180,
        fps: null,
        bitrateKbps: 0,
        latencyMs: null,
        firstFrameMs: null,
      },
      t,
    );
    expect(hls.map((r) => r.value)).toEqual([
      "HLS",
      "videoStats:unknown",
      "videoStats:unknown",
      "0 kbit/s",
      "videoStats:unknown",
      "videoStats:unknown",
    ]);
  });

  it("names the three quality choices and the playing stream", () => {
    expect(QUALITY_OPTIONS.map((o) => o.value)).toEqual(["auto", "main", "sub"]);
    expect(streamLabel("sub", t)).toBe("videoStats:qualitySub");
  });
});
