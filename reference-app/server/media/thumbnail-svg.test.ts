import { describe, expect, it } from "vitest";
import { thumbnailSvg } from "./thumbnail-svg";

describe("thumbnailSvg", () => {
  it("is deterministic per camera and preset, and differs between presets", () => {
    const scene = { cameraId: 12, presetId: 40, cameraName: "PTZ", presetName: "Gate" };
    expect(thumbnailSvg(scene)).toBe(thumbnailSvg({ ...scene }));
    expect(thumbnailSvg({ ...scene, presetId: 41 })).not.toBe(thumbnailSvg(scene));
  });
  it("escapes names in text and attributes", () => {
    const svg = thumbnailSvg({
      cameraId: 1,
      presetId: 1,
      cameraName: '<img src=x onerror="alert(1)">',
      presetName: "A&B",
    });
    expect(svg).not.toContain("<img");
    expect(svg).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; · A&amp;B");
  });
  it("draws no names when none are given", () => {
    expect(thumbnailSvg({ cameraId: 1, presetId: 1, cameraName: null, presetName: null })).toContain(
      'aria-label="Camera thumbnail"',
    );
  });
});
