// The renderer's process-wide caches stay bounded however many cameras are drawn (issue 18: the
// server grew from 0.69 to 1.27 GB while it was probed).
import { describe, expect, it } from "vitest";
import { FISHEYE_MAPS_KEPT, fisheyeMap, fisheyeMapsCached } from "./fisheye";
import { PANORAMA_CACHE_BYTES, PANORAMA_IDLE_MS, PanoramaCache } from "./panorama";
import { sceneSpec } from "./scene-spec";

const MB = 1024 * 1024;

describe("the panorama cache", () => {
  it("keeps at most about 192 MB of panoramas, whatever the number of cameras drawn", () => {
    const cache = new PanoramaCache();
    // 60 main-stream panoramas (720 high, 4.1 MB each) of distinct cameras: 250 MB drawn.
    for (let id = 1; id <= 60; id++) cache.get(sceneSpec(id, { ptz: true }), 720);
    expect(cache.bytes).toBeLessThanOrEqual(PANORAMA_CACHE_BYTES);
    expect(cache.bytes).toBeLessThanOrEqual(192 * MB);
    // …and still holds the most recent ones: a 36-tile mosaic's worth.
    expect(cache.size).toBeGreaterThanOrEqual(36);
  }, 60_000);

  it("keeps only the IR look of a camera seen at night (not its day panorama too)", () => {
    const cache = new PanoramaCache();
    for (let id = 1; id <= 4; id++) cache.get(sceneSpec(id, { ptz: true }), 320, "ir");
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(4 * 640 * 320 * 4);
  }, 30_000);
});

describe("the fisheye maps", () => {
  it(`keep at most ${FISHEYE_MAPS_KEPT} maps, least recently used out first`, () => {
    // One map per horizon: panoramic cameras each have their own.
    const first = fisheyeMap(64, 36, 86, 43, 0.3);
    for (let i = 1; i <= 100; i++) {
      fisheyeMap(64, 36, 86, 43, 0.3 + i / 1000);
      if (i % 4 === 0) fisheyeMap(64, 36, 86, 43, 0.3); // the one in use stays
    }
    expect(fisheyeMapsCached()).toBeLessThanOrEqual(FISHEYE_MAPS_KEPT);
    expect(fisheyeMapsCached()).toBeLessThanOrEqual(16);
    expect(fisheyeMap(64, 36, 86, 43, 0.3)).toBe(first);
  });
});

describe("the panorama cache over time", () => {
  it("drops the panoramas nobody drew from for a minute, keeping those in use", () => {
    let t = 0;
    const cache = new PanoramaCache(PANORAMA_CACHE_BYTES, PANORAMA_IDLE_MS, () => t);
    const inUse = sceneSpec(1, { ptz: true });
    cache.get(inUse, 180);
    for (let id = 2; id <= 6; id++) cache.get(sceneSpec(id, { ptz: true }), 180); // one-off drawings
    expect(cache.size).toBe(6);
    for (t = 0; t <= 70_000; t += 1000 / 15) cache.get(inUse, 180); // a live feed at 15 frames/s
    cache.sweep();
    expect(PANORAMA_IDLE_MS).toBeLessThanOrEqual(60_000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(360 * 180 * 4);
  });
});
