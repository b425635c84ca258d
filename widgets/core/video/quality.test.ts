import { describe, expect, it } from "vitest";
import { chooseQuality, qualityForSize } from "./quality";

describe("qualityForSize", () => {
  it("plays the main stream for large players and the substream for small ones", () => {
    expect(qualityForSize(null, 960, 1)).toBe("main");
    expect(qualityForSize(null, 240, 1)).toBe("sub");
  });

  it("counts device pixels", () => {
    expect(qualityForSize("sub", 300, 2)).toBe("main");
    expect(qualityForSize("main", 300, 1)).toBe("sub");
  });

  it("keeps the current stream inside the hysteresis band", () => {
    expect(qualityForSize("sub", 440, 1)).toBe("sub");
    expect(qualityForSize("main", 440, 1)).toBe("main");
    // A resize that oscillates across one threshold does not flap.
    let q = qualityForSize(null, 500, 1);
    for (const width of [470, 490, 450, 485, 410]) q = qualityForSize(q, width, 1);
    expect(q).toBe("main");
    q = qualityForSize(q, 390, 1);
    for (const width of [410, 470, 405, 479]) q = qualityForSize(q, width, 1);
    expect(q).toBe("sub");
  });
});

describe("chooseQuality", () => {
  it("follows a manual choice over the size", () => {
    expect(chooseQuality("main", "sub", { cssWidth: 100, devicePixelRatio: 1 }, true)).toBe("main");
    expect(chooseQuality("sub", "main", { cssWidth: 1600, devicePixelRatio: 1 }, true)).toBe("sub");
  });

  it("plays the main stream when the camera has no substream", () => {
    expect(chooseQuality("sub", null, { cssWidth: 100, devicePixelRatio: 1 }, false)).toBe("main");
    expect(chooseQuality("auto", null, { cssWidth: 100, devicePixelRatio: 1 }, false)).toBe("main");
  });

  it("keeps what plays (else main) before the player has a size", () => {
    expect(chooseQuality("auto", null, null, true)).toBe("main");
    expect(chooseQuality("auto", "sub", { cssWidth: 0, devicePixelRatio: 1 }, true)).toBe("sub");
  });
});
