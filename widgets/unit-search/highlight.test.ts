import { describe, expect, it } from "vitest";
import { fieldParts, partsText, splitHighlight } from "./highlight";
import { makeHit } from "./test-hits";

describe("splitHighlight", () => {
  it("splits on <em> markers into match and text parts", () => {
    expect(splitHighlight("Trailer <em>Pho</em>enix <em>12</em>")).toEqual([
      { text: "Trailer ", match: false },
      { text: "Pho", match: true },
      { text: "enix ", match: false },
      { text: "12", match: true },
    ]);
  });

  it("keeps any other markup as literal text", () => {
    const parts = splitHighlight("<em><img</em> src=x onerror=alert(1)>");
    expect(parts).toEqual([
      { text: "<img", match: true },
      { text: " src=x onerror=alert(1)>", match: false },
    ]);
    expect(partsText(parts)).toBe("<img src=x onerror=alert(1)>");
  });

  it("treats an unclosed marker as a match to the end and ignores empty pieces", () => {
    expect(splitHighlight("a<em>b")).toEqual([
      { text: "a", match: false },
      { text: "b", match: true },
    ]);
    expect(splitHighlight("<em></em>x")).toEqual([{ text: "x", match: false }]);
    expect(splitHighlight("")).toEqual([]);
  });
});

describe("fieldParts", () => {
  it("uses the highlight when present, else the source text", () => {
    const hit = makeHit(
      "live_units",
      { id: 1, name: "Trailer 1", location_city: "Phoenix" },
      { location_city: ["<em>Pho</em>enix"] },
    );
    expect(fieldParts(hit, "location_city")).toEqual([
      { text: "Pho", match: true },
      { text: "enix", match: false },
    ]);
    expect(fieldParts(hit, "name")).toEqual([{ text: "Trailer 1", match: false }]);
    expect(fieldParts(hit, "location_zip")).toEqual([]);
  });
});
