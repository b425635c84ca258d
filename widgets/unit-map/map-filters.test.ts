import { afterEach, describe, expect, it } from "vitest";
import { $allFiltersOn, $mapFilters, applyFilters, resetFilters, toggleAllFilters, toggleFilter } from "./map-filters";
import type { MapPoint, PointKind } from "./map-points";

const point = (kind: PointKind, id: number): MapPoint => ({
  key: `${kind}:${id}`,
  kind,
  lat: 0,
  lng: 0,
  name: String(id),
  members: [],
});
const points = [point("live", 1), point("deactivated", 2), point("cabinet", 3)];
const kinds = () => applyFilters(points, $mapFilters.get()).map((p) => p.kind);

afterEach(resetFilters);

describe("map filters", () => {
  it("are all on by default and show every kind", () => {
    expect($mapFilters.get()).toEqual({ archiveCabinet: true, deactivated: true, liveUnit: true });
    expect($allFiltersOn.get()).toBe(true);
    expect(kinds()).toEqual(["live", "deactivated", "cabinet"]);
  });

  it("turn All off when one toggle is off, and hide that kind", () => {
    toggleFilter("deactivated");
    expect($allFiltersOn.get()).toBe(false);
    expect(kinds()).toEqual(["live", "cabinet"]);
    toggleFilter("archiveCabinet");
    expect(kinds()).toEqual(["live"]);
  });

  it("turn All on again only when the three are on", () => {
    toggleFilter("liveUnit");
    toggleFilter("deactivated");
    toggleFilter("liveUnit");
    expect($allFiltersOn.get()).toBe(false);
    toggleFilter("deactivated");
    expect($allFiltersOn.get()).toBe(true);
  });

  it("toggling All sets the three", () => {
    toggleAllFilters();
    expect($mapFilters.get()).toEqual({ archiveCabinet: false, deactivated: false, liveUnit: false });
    expect(kinds()).toEqual([]);
    toggleAllFilters();
    expect($mapFilters.get()).toEqual({ archiveCabinet: true, deactivated: true, liveUnit: true });
    toggleFilter("liveUnit");
    toggleAllFilters();
    expect($mapFilters.get()).toEqual({ archiveCabinet: true, deactivated: true, liveUnit: true });
  });
});
