import { describe, expect, it, vi } from "vitest";
import { buildIndex, expansionZoom, queryIndex } from "./cluster-core";
import { chunkedIndex, createClusterIndex } from "./cluster-index";
import type { ClusterWorker } from "./cluster-worker-client";

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

  it("builds a small set at once, with the same answers as the full index", async () => {
    const source = createClusterIndex(coords, 2, null, 5000);
    await source.ready;
    expect(await source.query(world, 2)).toEqual(queryIndex(index, world, 2));
  });
});

describe("the main-thread index in steps (no worker)", () => {
  const coords = coordsAround(3000, -100, 35, 10);
  const world: [number, number, number, number] = [-180, -85, 180, 85];
  const total = (items: { type: string; count?: number }[]) =>
    items.reduce((sum, item) => sum + (item.type === "cluster" ? (item.count ?? 0) : 1), 0);

  it("answers every zoom with every point counted, one level built per task", async () => {
    const index = chunkedIndex(coords, 2);
    await index.ready;
    for (const zoom of [0, 2, 5, 9, 14, 20]) expect(total(await index.query(world, zoom)), `zoom ${zoom}`).toBe(3000);
    expect(await index.query(world, 21)).toHaveLength(3000);
  });

  it("clusters like the full index at the view's zoom", async () => {
    const index = chunkedIndex(coords, 3);
    const full = buildIndex(coords);
    const mine = (await index.query(world, 3)).filter((item) => item.type === "cluster").length;
    const theirs = queryIndex(full, world, 3).filter((item) => item.type === "cluster").length;
    expect(Math.abs(mine - theirs)).toBeLessThanOrEqual(Math.max(2, theirs * 0.3));
  });

  it("takes over from a worker that fails, and says so to the layer", async () => {
    const failing: ClusterWorker = {
      index: () => ({
        ready: Promise.reject(new Error("blocked by the CSP")),
        query: () => Promise.reject(new Error("blocked by the CSP")),
        expansionZoom: () => Promise.reject(new Error("blocked by the CSP")),
        onUpgrade: () => undefined,
        destroy: () => undefined,
      }),
      terminate: () => undefined,
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const index = createClusterIndex(coords, 2, failing, 100);
    const upgraded = vi.fn();
    index.onUpgrade(upgraded);
    expect(total(await index.query(world, 2))).toBe(3000);
    await index.ready;
    await vi.waitFor(() => expect(upgraded).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
