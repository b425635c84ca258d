import { describe, expect, it } from "vitest";
import { isDeactivated } from "./activation";
import { validCoordinates } from "./coordinates";
import { holdsRight } from "./rights";

describe("validCoordinates", () => {
  it.each([
    [37.1, -95.7, { lat: 37.1, lng: -95.7 }],
    [90, 180, { lat: 90, lng: 180 }],
    [-90, -180, { lat: -90, lng: -180 }],
    [90.0001, 0, null],
    [0, -180.5, null],
    ["37.1", -95.7, null],
    [null, 1, null],
    [Number.NaN, 1, null],
    [Infinity, 1, null],
  ])("(%s, %s) → %o", (lat, lng, expected) => {
    expect(validCoordinates(lat, lng)).toEqual(expected);
  });
});

describe("isDeactivated", () => {
  const now = Date.parse("2026-06-01T00:00:00Z");
  it.each([
    ["2025-01-01", null, false],
    ["2025-01-01", "2026-07-01", false],
    ["2025-01-01", "2026-05-01", true],
    ["2026-07-01", null, true],
    [null, null, true],
    ["garbage", null, true],
  ])("activated %s, deactivated %s → %s", (activated, deactivated, expected) => {
    expect(isDeactivated(activated, deactivated, now)).toBe(expected);
  });
});

describe("holdsRight", () => {
  const listed = { clients: [1, 2], entities: [50] };
  it("'all' covers everything; a list covers its clients and cameras", () => {
    expect(holdsRight("all", 9)).toBe(true);
    expect(holdsRight(listed, 2)).toBe(true);
    expect(holdsRight(listed, 3)).toBe(false);
    expect(holdsRight(listed, 3, [49, 50])).toBe(true);
    expect(holdsRight(undefined, 1)).toBe(false);
  });
});
