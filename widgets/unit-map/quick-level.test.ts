import { describe, expect, it } from "vitest";
import { buildIndex, queryIndex, type BBox, type ClusterItem } from "./cluster-core";
import { quickLevel } from "./quick-level";

/** A fleet like the bench's: most units around a few cities, the rest spread over a country. */
function fleet(count: number): Float64Array {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cities = [
    [-74, 40.7],
    [-118.2, 34.05],
    [-87.6, 41.9],
    [-95.4, 29.8],
    [-122.3, 47.6],
  ] as const;
  const coords = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const city = random() < 0.8 ? cities[i % cities.length]! : ([-124 + random() * 57, 25 + random() * 23] as const);
    coords[2 * i] = city[0] + (random() - 0.5) * 1.5;
    coords[2 * i + 1] = city[1] + (random() - 0.5) * 1.5;
  }
  return coords;
}

const world: BBox = [-180, -85, 180, 85];
const total = (items: ClusterItem[]) =>
  items.reduce((sum, item) => sum + (item.type === "cluster" ? item.count : 1), 0);

describe("quick level", () => {
  it("counts every point once and clusters about as supercluster does at the same zoom", () => {
    const coords = fleet(20000);
    for (const zoom of [2, 5, 8]) {
      const quick = quickLevel(coords, zoom);
      if (!quick) throw new Error(`no quick level at zoom ${zoom}`);
      const items = quick.query(world);
      const reference = queryIndex(buildIndex(coords, zoom), world, zoom);
      expect(total(items)).toBe(20000);
      expect(Math.abs(items.length - reference.length)).toBeLessThanOrEqual(Math.ceil(reference.length * 0.1));
    }
  });

  it("gives lone points as points, by their index", () => {
    const coords = new Float64Array([-100, 40, 10, 50, 10.0001, 50.0001]);
    const items = quickLevel(coords, 3)!.query(world);
    expect(items).toContainEqual({ type: "point", index: 0 });
    expect(items).toContainEqual(expect.objectContaining({ type: "cluster", count: 2, stage: "quick", level: 3 }));
    expect(items).toHaveLength(2);
  });

  it("answers only the box, across the antimeridian too", () => {
    const coords = new Float64Array([179.5, 10, -179.5, 10, 0, 10]);
    const quick = quickLevel(coords, 12)!;
    expect(quick.query([170, 0, 190, 20]).map((item) => item.type === "point" && item.index)).toEqual([0, 1]);
    expect(quick.query([-10, 0, 10, 20])).toEqual([{ type: "point", index: 2 }]);
  });

  it("gives up when the points are too spread out to save work", () => {
    const coords = fleet(5000);
    expect(quickLevel(coords, 16, 1000)).toBeNull();
  });
});
