import { describe, expect, it } from "vitest";
import { mosaicLayout, orientationOf } from "./mosaic-layout";

// Document 3 §2.2, one row per line: tile counts, rows % / columns %, and the grid it makes.
const TABLE: [counts: number[], rowPercent: number, columnPercent: number, rows: number, columns: number][] = [
  [[1], 100, 100, 1, 1],
  [[2], 50, 100, 2, 1],
  [[3, 4], 50, 50, 2, 2],
  [[5, 6], 50, 33, 2, 3],
  [[7, 8, 9], 33, 33, 3, 3],
  [[10, 11, 12], 33, 25, 3, 4],
  [[13, 14, 15, 16], 25, 25, 4, 4],
  [[17, 18, 19, 20], 25, 20, 4, 5],
  [[21, 22, 23, 24, 25], 20, 20, 5, 5],
  [[26, 27, 28, 29, 30], 16.7, 20, 6, 5],
  [[31, 32, 33, 34, 35, 36], 16.7, 16.7, 6, 6],
];

describe("mosaicLayout", () => {
  describe.each(TABLE)("%j tiles: %s / %s", (counts, rowPercent, columnPercent, rows, columns) => {
    it.each(counts)("landscape, %i tiles: the table as written", (count) => {
      expect(mosaicLayout(count, "landscape")).toEqual({ rows, columns, rowPercent, columnPercent });
    });
    it.each(counts)("portrait, %i tiles: the longer side of the grid runs down the screen", (count) => {
      const swap = columns > rows;
      expect(mosaicLayout(count, "portrait")).toEqual({
        rows: swap ? columns : rows,
        columns: swap ? rows : columns,
        rowPercent: swap ? columnPercent : rowPercent,
        columnPercent: swap ? rowPercent : columnPercent,
      });
    });
    it.each(counts)("%i tiles fit the grid, with no whole empty row or column", (count) => {
      const layout = mosaicLayout(count, "landscape")!;
      expect(layout.rows * layout.columns).toBeGreaterThanOrEqual(count);
      if (count > 2) expect((layout.rows - 1) * layout.columns).toBeLessThan(count);
    });
  });

  it("covers every count from 1 to 36 with exactly one row", () => {
    const seen = TABLE.flatMap(([counts]) => counts);
    expect(seen).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it("portrait examples: 2 stacked, 6 as 3 × 2, 12 as 4 × 3, 30 as 6 × 5", () => {
    const grid = (n: number) => {
      const layout = mosaicLayout(n, "portrait")!;
      return [layout.rows, layout.columns];
    };
    expect([grid(2), grid(6), grid(12), grid(20), grid(30), grid(36)]).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 5],
      [6, 6],
    ]);
  });

  it("has no layout for no tiles", () => {
    expect(mosaicLayout(0, "landscape")).toBeNull();
    expect(mosaicLayout(-1, "portrait")).toBeNull();
    expect(mosaicLayout(Number.NaN, "landscape")).toBeNull();
  });

  it("uses the 36-tile layout past 36 (the mosaic shows at most 36)", () => {
    expect(mosaicLayout(40, "landscape")).toEqual(mosaicLayout(36, "landscape"));
  });
});

describe("orientationOf", () => {
  it("is landscape when wider or square, portrait when taller", () => {
    expect(orientationOf(1440, 836)).toBe("landscape");
    expect(orientationOf(500, 500)).toBe("landscape");
    expect(orientationOf(390, 780)).toBe("portrait");
    expect(orientationOf(0, 0)).toBe("landscape");
  });
});
