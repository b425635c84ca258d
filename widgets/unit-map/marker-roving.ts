/** The marker (or cluster) that is the map's one tab stop. */
export const MARKER_TAB_STOP = '.leaflet-marker-pane [tabindex="0"]';

/** A marker's place on screen (container pixels). */
export interface Spot {
  readonly x: number;
  readonly y: number;
}

const DIRECTIONS: Record<string, { axis: "x" | "y"; sign: 1 | -1 }> = {
  ArrowRight: { axis: "x", sign: 1 },
  ArrowLeft: { axis: "x", sign: -1 },
  ArrowDown: { axis: "y", sign: 1 },
  ArrowUp: { axis: "y", sign: -1 },
};

/** Whether `key` moves between markers (arrows, Home, End). */
export function isRovingKey(key: string): boolean {
  return key in DIRECTIONS || key === "Home" || key === "End";
}

/** Top to bottom, then left to right: the order Home, End and the first Tab use. */
export function readingOrder<T extends Spot>(spots: readonly T[]): T[] {
  return [...spots].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The marker an arrow key moves to from `from`: the nearest one in that direction (within 45° of
 * it, else anywhere on that side), sideways distance counting twice, so ArrowRight prefers a
 * marker level with this one. Home and End: the first and last in reading order. Null when there
 * is none that way.
 */
export function nextSpot<T extends Spot>(from: Spot, spots: readonly T[], key: string): T | null {
  if (key === "Home") return readingOrder(spots)[0] ?? null;
  if (key === "End") return readingOrder(spots).at(-1) ?? null;
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const side = direction.axis === "x" ? "y" : "x";
  let best: T | null = null;
  let bestScore = Infinity;
  for (const spot of spots) {
    const ahead = (spot[direction.axis] - from[direction.axis]) * direction.sign;
    if (ahead <= 0) continue;
    const sideways = Math.abs(spot[side] - from[side]);
    // Outside the 45° cone: only when nothing is inside it.
    const score = ahead + 2 * sideways + (sideways > ahead ? 1e6 : 0);
    if (score < bestScore) [best, bestScore] = [spot, score];
  }
  return best;
}

/** The spot nearest to `to` (where a removed, focused marker was). */
export function nearestSpot<T extends Spot>(to: Spot, spots: readonly T[]): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const spot of spots) {
    const distance = Math.hypot(spot.x - to.x, spot.y - to.y);
    if (distance < bestDistance) [best, bestDistance] = [spot, distance];
  }
  return best;
}
