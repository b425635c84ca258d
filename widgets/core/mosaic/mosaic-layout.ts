import { MOSAIC_MAX_TILES } from "../schemas/mosaic";

/** Whether the mosaic area is wider than tall (landscape) or not (portrait). */
export type Orientation = "landscape" | "portrait";

/** Where the tiles go: a grid of `rows` × `columns`; each tile is `rowPercent` high and `columnPercent` wide. */
export interface MosaicLayout {
  rows: number;
  columns: number;
  /** Height of a tile in % of the mosaic area, as the table of document 3 §2.2 writes it. */
  rowPercent: number;
  /** Width of a tile in % of the mosaic area, as the table writes it. */
  columnPercent: number;
}

/**
 * The layout table of document 3 §2.2 (rows % / columns %), by the most tiles each row serves:
 * 1: 100/100; 2: 50/100; 3-4: 50/50; 5-6: 50/33; 7-9: 33/33; 10-12: 33/25; 13-16: 25/25;
 * 17-20: 25/20; 21-25: 20/20; 26-30: 16.7/20; 31-36: 16.7/16.7.
 */
export const LAYOUT_TABLE: readonly { upTo: number; rowPercent: number; columnPercent: number }[] = [
  { upTo: 1, rowPercent: 100, columnPercent: 100 },
  { upTo: 2, rowPercent: 50, columnPercent: 100 },
  { upTo: 4, rowPercent: 50, columnPercent: 50 },
  { upTo: 6, rowPercent: 50, columnPercent: 33 },
  { upTo: 9, rowPercent: 33, columnPercent: 33 },
  { upTo: 12, rowPercent: 33, columnPercent: 25 },
  { upTo: 16, rowPercent: 25, columnPercent: 25 },
  { upTo: 20, rowPercent: 25, columnPercent: 20 },
  { upTo: 25, rowPercent: 20, columnPercent: 20 },
  { upTo: 30, rowPercent: 16.7, columnPercent: 20 },
  { upTo: MOSAIC_MAX_TILES, rowPercent: 16.7, columnPercent: 16.7 },
];

/** How many tracks a percentage makes (33 → 3, 16.7 → 6). */
const tracks = (percent: number) => Math.round(100 / percent);

/**
 * The layout for `count` tiles (0 → null; more than 36 → the 36-tile layout, the mosaic shows at
 * most 36). Landscape is the table as written; in portrait the grid's longer side runs down the
 * screen (rows and columns swap when the table has more columns than rows: 5-6 tiles are 3 rows of
 * 2), so a tall screen gets stacks instead of thin slices; rows already ≥ columns stay as written.
 */
export function mosaicLayout(count: number, orientation: Orientation): MosaicLayout | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const row = LAYOUT_TABLE.find((r) => Math.min(count, MOSAIC_MAX_TILES) <= r.upTo)!;
  const landscape = {
    rows: tracks(row.rowPercent),
    columns: tracks(row.columnPercent),
    rowPercent: row.rowPercent,
    columnPercent: row.columnPercent,
  };
  if (orientation === "landscape" || landscape.rows >= landscape.columns) return landscape;
  return {
    rows: landscape.columns,
    columns: landscape.rows,
    rowPercent: landscape.columnPercent,
    columnPercent: landscape.rowPercent,
  };
}

/** Landscape when the area is at least as wide as tall (an unmeasured area counts as landscape). */
export function orientationOf(width: number, height: number): Orientation {
  return height > width ? "portrait" : "landscape";
}
