import { describe, expect, it } from "vitest";
import { linearToMulaw, mulawLevel, mulawToLinear } from "./mulaw";

const tone = (amplitude: number, n = 160) =>
  Uint8Array.from({ length: n }, (_, i) => linearToMulaw(amplitude * Math.sin((2 * Math.PI * 440 * i) / 8000)));

describe("μ-law", () => {
  it("decodes what it encodes within the codec's step", () => {
    for (const x of [0, 100, -100, 1000, -5000, 20000, -32000]) {
      expect(Math.abs(mulawToLinear(linearToMulaw(x)) - x)).toBeLessThanOrEqual(Math.max(8, Math.abs(x) / 16));
    }
  });
  it("measures silence as 0 and louder tones higher", () => {
    expect(mulawLevel(tone(0))).toBe(0);
    const quiet = mulawLevel(tone(300));
    const loud = mulawLevel(tone(20000));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet + 0.3);
    expect(loud).toBeLessThanOrEqual(1);
  });
});
