import L from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import * as z from "zod/mini";
import { fetchAsset } from "../core/api/fetch-asset";
// The outlines (about 70 KiB gzip) are files fetched when a map first draws, not bundled code.
import worldUrl from "world-atlas/countries-110m.json?asset-url";
import usStatesUrl from "us-atlas/states-10m.json?asset-url";

/** Colours of the basemap, read from the map's `--vms-color-map-*` tokens (light or dark, see the theme). */
export interface BasemapColours {
  land: string;
  border: string;
  stateBorder: string;
}

export function basemapColours(element: Element): BasemapColours {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { land: read("--_land"), border: read("--_border"), stateBorder: read("--_state-border") };
}

/** The pane under the tiles that holds the basemap (create it with `map.createPane`). */
export const BASEMAP_PANE = "vms-basemap";

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type States = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

type Position = GeoJSON.Position;

/** Makes a line continuous across the antimeridian (179 → 181, not 179 → -179). */
function unwrap(line: Position[], shift: number): Position[] {
  let previous: number | undefined;
  return line.map(([lng = 0, lat = 0]) => {
    let x = lng;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (x - previous < -180) x += 360;
    }
    previous = x;
    return [x + shift, lat];
  });
}

/** Coordinates of polygons and lines, unwrapped and shifted by `shift` degrees of longitude. */
function shifted(geometry: GeoJSON.Geometry, shift: number): GeoJSON.Geometry {
  switch (geometry.type) {
    case "Polygon":
      return { type: "Polygon", coordinates: geometry.coordinates.map((ring) => unwrap(ring, shift)) };
    case "MultiPolygon":
      return {
        type: "MultiPolygon",
        coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => unwrap(ring, shift))),
      };
    case "LineString":
      return { type: "LineString", coordinates: unwrap(geometry.coordinates, shift) };
    case "MultiLineString":
      return { type: "MultiLineString", coordinates: geometry.coordinates.map((line) => unwrap(line, shift)) };
    default:
      return geometry;
  }
}

/** One world to the west and one to the east too, so the initial view has no empty band. */
const WORLD_COPIES = [-360, 0, 360];

function copies(geometries: GeoJSON.Geometry[]): GeoJSON.GeometryCollection {
  return {
    type: "GeometryCollection",
    geometries: WORLD_COPIES.flatMap((shift) => geometries.map((geometry) => shifted(geometry, shift))),
  };
}

type Shapes = {
  land: GeoJSON.GeometryCollection;
  borders: GeoJSON.GeometryCollection;
  states: GeoJSON.MultiLineString;
};

/** What the outline files must be before topojson reads them (a TopoJSON topology with its objects). */
const TopologySchema = z.looseObject({
  type: z.literal("Topology"),
  arcs: z.array(z.unknown()),
  objects: z.record(z.string(), z.looseObject({ type: z.string() })),
});

async function fetchTopology(url: string, objects: string[]): Promise<Topology> {
  const topology = await fetchAsset(url, TopologySchema);
  const missing = objects.filter((name) => !(name in topology.objects));
  if (missing.length > 0) throw new Error(`${url} has no ${missing.join(", ")}`);
  return topology as unknown as Topology;
}

let shapes: Promise<Shapes | null> | undefined;

/**
 * Land and country borders (110m, three world copies) and US state borders (10m), fetched and
 * converted once per page. Null when the files cannot be had (no build, network down): the map
 * then shows the water colour and the tiles, and says so in the console only.
 */
function basemapShapes(): Promise<Shapes | null> {
  shapes ??= (async () => {
    if (!worldUrl || !usStatesUrl) return null;
    try {
      const [world, usStates] = await Promise.all([
        fetchTopology(worldUrl, ["countries"]) as Promise<Countries>,
        fetchTopology(usStatesUrl, ["states"]) as Promise<States>,
      ]);
      const land = feature(world, world.objects.countries).features.map((country) => country.geometry);
      return {
        land: copies(land),
        borders: copies([mesh(world, world.objects.countries, (a, b) => a !== b)]),
        states: mesh(usStates, usStates.objects.states, (a, b) => a !== b),
      };
    } catch (error) {
      console.warn("[vms-widgets] <vms-unit-map> drew no offline basemap: the outlines did not load", error);
      shapes = undefined; // the next map tries again
      return null;
    }
  })();
  return shapes;
}

/**
 * A basemap that needs no network beyond its two outline files: land, country borders and US
 * states drawn on a canvas under the tiles, over the water colour of the map's background. The
 * group is returned at once and filled when the outlines have loaded; tiles that load draw over it.
 * `recolour` takes new colours (the theme changed), before or after the outlines arrive.
 */
export function createOfflineBasemap(colours: BasemapColours): L.LayerGroup & { recolour(c: BasemapColours): void } {
  let current = colours;
  let layers: { land: L.GeoJSON; borders: L.GeoJSON; states: L.GeoJSON } | undefined;
  const group = Object.assign(L.layerGroup(), {
    /** New colours (the theme changed). */
    recolour(next: BasemapColours) {
      current = next;
      layers?.land.setStyle({ fillColor: next.land });
      layers?.borders.setStyle({ color: next.border });
      layers?.states.setStyle({ color: next.stateBorder });
    },
  });
  void basemapShapes().then((loaded) => {
    if (!loaded) return;
    const renderer = L.canvas({ padding: 0.2, pane: BASEMAP_PANE });
    const options = { renderer, interactive: false, pane: BASEMAP_PANE };
    layers = {
      land: L.geoJSON(loaded.land, { ...options, style: { fillColor: current.land, fillOpacity: 1, stroke: false } }),
      borders: L.geoJSON(loaded.borders, { ...options, style: { color: current.border, weight: 0.8, fill: false } }),
      states: L.geoJSON(loaded.states, { ...options, style: { color: current.stateBorder, weight: 0.6, fill: false } }),
    };
    for (const layer of Object.values(layers)) group.addLayer(layer);
  });
  return group;
}
