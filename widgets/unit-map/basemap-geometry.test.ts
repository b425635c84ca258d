import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";
import { describe, expect, it } from "vitest";
import { layerLines, topologyProblem, worldPoint, type Countries, type States } from "./basemap-geometry";

const require = createRequire(import.meta.url);
const read = <T>(file: string) => JSON.parse(readFileSync(require.resolve(file), "utf8")) as T;
const world = read<Countries>("world-atlas/countries-110m.json");
const usStates = read<States>("us-atlas/states-10m.json");

describe("the basemap's lines (built in the basemap worker)", () => {
  it("holds every ring of the land, projected, as flat numbers", () => {
    const lines = layerLines("land", world, usStates);
    const land = feature(world, world.objects.land) as GeoJSON.FeatureCollection;
    const rings = land.features.flatMap(({ geometry }) =>
      geometry.type === "Polygon"
        ? geometry.coordinates
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates.flat()
          : [],
    );
    expect(lines.closed).toBe(true);
    expect([...lines.lengths]).toEqual(rings.map((ring) => ring.length));
    expect(lines.coords.length).toBe(2 * rings.reduce((sum, ring) => sum + ring.length, 0));
    const [lng = 0, lat = 0] = rings[0]?.[0] ?? [];
    expect([lines.coords[0], lines.coords[1]]).toEqual(worldPoint(lng, lat));
  });

  it("keeps a line continuous across the antimeridian (179 → 181, not 179 → -179)", () => {
    const lines = layerLines("borders", world, usStates);
    const borders = mesh(world, world.objects.countries, (a, b) => a !== b);
    expect(lines.closed).toBe(false);
    expect(lines.lengths.length).toBe(borders.coordinates.length);
    let at = 0;
    for (const count of lines.lengths) {
      for (let i = 1; i < count; i += 1)
        expect(Math.abs((lines.coords[at + 2 * i] ?? 0) - (lines.coords[at + 2 * i - 2] ?? 0))).toBeLessThan(128);
      at += 2 * count;
    }
  });

  it("has the US states' borders", () => {
    const lines = layerLines("states", world, usStates);
    expect(lines.lengths.length).toBeGreaterThan(40);
    expect(lines.coords.every(Number.isFinite)).toBe(true);
  });

  it("tells what is wrong with a file that is not an outline topology", () => {
    expect(topologyProblem(world, ["countries", "land"])).toBeNull();
    expect(topologyProblem(usStates, ["states"])).toBeNull();
    expect(topologyProblem(null, ["land"])).toBe("not an object");
    expect(topologyProblem({ type: "FeatureCollection" }, ["land"])).toBe("not a TopoJSON topology");
    expect(topologyProblem({ type: "Topology", objects: {} }, ["land"])).toBe("no arcs");
    expect(topologyProblem({ type: "Topology", arcs: [], objects: { land: {} } }, ["land", "countries"])).toBe(
      "no land, countries",
    );
  });
});
