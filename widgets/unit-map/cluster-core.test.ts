import { describe, expect, it } from "vitest";
import { buildIndex, expansionZoom, queryIndex } from "./cluster-core";
import { createClusterIndex } from "./cluster-index";

function coordsAround(count: number, lng: number, lat: number, spread: number): Float64Array {
  const coords = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    coords[2 * i] = lng + (((i * 7919) % 1000) / 1000) * spread;
    coords[2 * i + 1] = lat + (((i * 104729) % 1000) / 1000) * spread;
  }
  return coords;
}

describe("cluster index", () => {
  const coords = coordsAround(2000, -100, 35, 10);
  const index = buildIndex(coords);
  const world: [number, number, number, number] = [-180, -85, 180, 85];

  it("clusters at low zoom and keeps every point counted", () => {
    const items = queryIndex(index, world, 2);
    expect(items.length).toBeLessThan(50);
    const total = items.reduce((sum, item) => sum + (item.type === "cluster" ? item.count : 1), 0);
    expect(total).toBe(2000);
  });

  it("gives single points by index at zoom above the cluster max zoom", () => {
    const items = queryIndex(index, world, 21);
    expect(items).toHaveLength(2000);
    expect(new Set(items.map((item) => (item.type === "point" ? item.index : -1))).size).toBe(2000);
  });

  it("tells the zoom at which a cluster splits", () => {
    const cluster = queryIndex(index, world, 2).find((item) => item.type === "cluster");
    if (cluster?.type !== "cluster") throw new Error("no cluster");
    const zoom = expansionZoom(index, cluster.id);
    expect(cluster.stage).toBe("full");
    expect(zoom).toBeGreaterThan(2);
    expect(queryIndex(index, world, zoom).length).toBeGreaterThan(queryIndex(index, world, 2).length);
  });

  it("builds synchronously when there is no worker (node) with the same answers", async () => {
    const source = createClusterIndex(coords, 2, null, 10);
    await source.ready;
    expect(await source.query(world, 2)).toEqual(queryIndex(index, world, 2));
  });
});
