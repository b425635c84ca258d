// @vitest-environment happy-dom
import L from "leaflet";
import { describe, expect, it } from "vitest";
import { worldPoint } from "./basemap-geometry";

describe("the basemap's projection", () => {
  it("is Leaflet's Web Mercator at zoom 0, so the basemap lines up with markers and tiles", () => {
    for (const [lng, lat] of [
      [0, 0],
      [-95.7129, 37.0902],
      [179.9, -16.5],
      [-180, 85.0511287798],
      [12.5, 89.9], // beyond the projection's latitude limit: clamped as Leaflet clamps it
      [151.2, -33.9],
    ] as const) {
      const expected = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), 0);
      const [x, y] = worldPoint(lng, lat);
      expect(x).toBeCloseTo(expected.x, 9);
      expect(y).toBeCloseTo(expected.y, 9);
    }
  });
});
