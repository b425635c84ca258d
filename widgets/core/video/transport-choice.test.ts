import { describe, expect, it } from "vitest";
import { browserHasWebrtc, transportOrder, type TransportInputs } from "./transport-choice";

const base: TransportInputs = {
  videoPreference: "webrtc",
  cameraWebrtc: true,
  browserWebrtc: true,
  whepUrl: "/whep/1",
  hlsUrl: "/hls/1/index.m3u8",
};

describe("transportOrder", () => {
  it("prefers WebRTC and falls back to HLS", () => {
    expect(transportOrder(base)).toEqual(["webrtc", "hls"]);
  });

  it("plays HLS only for the 'html5' preference", () => {
    expect(transportOrder({ ...base, videoPreference: "html5" })).toEqual(["hls"]);
  });

  it("treats any other or unknown preference as WebRTC", () => {
    expect(transportOrder({ ...base, videoPreference: "" })).toEqual(["webrtc", "hls"]);
    expect(transportOrder({ ...base, videoPreference: undefined })).toEqual(["webrtc", "hls"]);
  });

  it("needs the camera's webrtc capability, the browser's RTCPeerConnection and a WHEP URL", () => {
    expect(transportOrder({ ...base, cameraWebrtc: false })).toEqual(["hls"]);
    expect(transportOrder({ ...base, cameraWebrtc: null })).toEqual(["webrtc", "hls"]);
    expect(transportOrder({ ...base, browserWebrtc: false })).toEqual(["hls"]);
    expect(transportOrder({ ...base, whepUrl: null })).toEqual(["hls"]);
  });

  it("skips transports that already failed, and may leave nothing", () => {
    expect(transportOrder({ ...base, failed: new Set(["webrtc"]) })).toEqual(["hls"]);
    expect(transportOrder({ ...base, failed: new Set(["webrtc", "hls"]) })).toEqual([]);
    expect(transportOrder({ ...base, hlsUrl: null, videoPreference: "html5" })).toEqual([]);
  });
});

describe("browserHasWebrtc", () => {
  it("looks for RTCPeerConnection", () => {
    expect(browserHasWebrtc({})).toBe(false);
    expect(browserHasWebrtc({ RTCPeerConnection: class {} })).toBe(true);
  });
});
