import { describe, expect, it } from "vitest";
import { FIRST_ITEM_INDEX, nextFirstItemIndex } from "./feed-anchor";

const ids = (...list: number[]) => list.map((alertId) => ({ alertId }));

describe("nextFirstItemIndex", () => {
  const start = FIRST_ITEM_INDEX;
  it("lowers the index by the alerts added above the anchor when scrolled down", () => {
    expect(nextFirstItemIndex(ids(5, 4, 3), ids(7, 6, 5, 4, 3), start, false)).toBe(start - 2);
  });
  it("raises it by the alerts removed above the anchor (the first still present)", () => {
    expect(nextFirstItemIndex(ids(5, 4, 3), ids(4, 3), start, false)).toBe(start + 1);
    expect(nextFirstItemIndex(ids(9, 5, 4, 3), ids(5, 4, 3), start, false)).toBe(start + 1);
    expect(nextFirstItemIndex(ids(9, 8, 4, 3), ids(10, 4, 3), start - 5, false)).toBe(start - 5 - (1 - 2));
  });
  it("does not move for changes below the anchor, nor at the top (the view follows the newest)", () => {
    expect(nextFirstItemIndex(ids(5, 4, 3), ids(5, 3), start, false)).toBe(start);
    expect(nextFirstItemIndex(ids(5, 4, 3), ids(7, 6, 5, 4, 3), start, true)).toBe(start);
  });
  it("keeps the index when no alert survives, or a list was empty", () => {
    expect(nextFirstItemIndex(ids(5, 4), ids(8, 7), start, false)).toBe(start);
    expect(nextFirstItemIndex(ids(), ids(8, 7), start, false)).toBe(start);
  });
});
