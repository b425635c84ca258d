import { describe, expect, it } from "vitest";
import { isRovingKey, nearestSpot, nextSpot, readingOrder } from "./marker-roving";

const spots = [
  { id: "centre", x: 100, y: 100 },
  { id: "right-near-level", x: 140, y: 104 },
  { id: "right-far-diagonal", x: 120, y: 160 },
  { id: "left", x: 40, y: 98 },
  { id: "up", x: 102, y: 20 },
  { id: "down", x: 98, y: 170 },
  { id: "far-right-low", x: 300, y: 130 },
];
const from = spots[0] as (typeof spots)[number];
const id = (spot: { id: string } | null) => spot?.id ?? null;

describe("moving between markers with the keyboard", () => {
  it("moves to the nearest marker on the arrow's side, preferring one level with the current", () => {
    expect(id(nextSpot(from, spots, "ArrowRight"))).toBe("right-near-level");
    expect(id(nextSpot(from, spots, "ArrowLeft"))).toBe("left");
    expect(id(nextSpot(from, spots, "ArrowUp"))).toBe("up");
    expect(id(nextSpot(from, spots, "ArrowDown"))).toBe("down");
    // Nothing within 45° below the level marker on its right but the diagonal one.
    expect(id(nextSpot(spots[1] as (typeof spots)[number], spots, "ArrowDown"))).toBe("right-far-diagonal");
  });

  it("stays put when nothing lies that way, and ignores other keys", () => {
    expect(nextSpot(spots[3] as (typeof spots)[number], spots, "ArrowLeft")).toBeNull();
    expect(nextSpot(from, spots, "a")).toBeNull();
    expect(isRovingKey("ArrowUp")).toBe(true);
    expect(isRovingKey("Home")).toBe(true);
    expect(isRovingKey("Enter")).toBe(false);
  });

  it("Home and End go to the first and last marker in reading order (top to bottom, left to right)", () => {
    expect(readingOrder(spots).map((s) => s.id)).toEqual([
      "up",
      "left",
      "centre",
      "right-near-level",
      "far-right-low",
      "right-far-diagonal",
      "down",
    ]);
    expect(id(nextSpot(from, spots, "Home"))).toBe("up");
    expect(id(nextSpot(from, spots, "End"))).toBe("down");
  });

  it("finds the marker nearest to where a removed one was", () => {
    expect(id(nearestSpot({ x: 135, y: 110 }, spots))).toBe("right-near-level");
    expect(nearestSpot({ x: 0, y: 0 }, [])).toBeNull();
  });
});
