import { describe, expect, it } from "vitest";
import { ConfigSchema, DEFAULT_TILE_URLS } from "../core/config/config-schema";
import { creditOf } from "./map-attribution";

const config = (values: Record<string, unknown> = {}) => ConfigSchema.parse(values);

describe("creditOf", () => {
  it("credits the default tile servers while their tiles are used", () => {
    expect(creditOf(config(), "roadmap", "© OSM")).toEqual({
      text: "© OSM",
      url: "https://www.openstreetmap.org/copyright",
    });
    expect(creditOf(config(), "satellite", "© Esri")).toEqual({ text: "© Esri", url: "" });
  });

  it("credits nobody by default once the host uses its own tiles", () => {
    const own = config({ roadmapTileUrl: "https://tiles.example/{z}/{x}/{y}.png" });
    expect(creditOf(own, "roadmap", "© OSM")).toBe(null);
    expect(creditOf(own, "satellite", "© Esri")).toEqual({ text: "© Esri", url: "" });
  });

  it("shows the host's credit and link, or none for an empty text", () => {
    const host = config({ roadmapAttribution: "© Us", roadmapAttributionUrl: "https://us.example/" });
    expect(creditOf(host, "roadmap", "© OSM")).toEqual({ text: "© Us", url: "https://us.example/" });
    expect(creditOf(config({ roadmapAttribution: "© Us" }), "roadmap", "© OSM")).toEqual({ text: "© Us", url: "" });
    expect(creditOf(config({ satelliteAttribution: "" }), "satellite", "© Esri")).toBe(null);
  });

  it("keeps the default servers' URLs in one place", () => {
    expect(config().roadmapTileUrl).toBe(DEFAULT_TILE_URLS.roadmap);
    expect(config().satelliteTileUrl).toBe(DEFAULT_TILE_URLS.satellite);
  });
});
