import L from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import usStates from "us-atlas/states-10m.json";

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

let shapes:
  | { land: GeoJSON.GeometryCollection; borders: GeoJSON.GeometryCollection; states: GeoJSON.MultiLineString }
  | undefined;

/** Land and country borders (110m, three world copies) and US state borders (10m), converted once. */
function basemapShapes() {
  if (shapes) return shapes;
  const countries = world as unknown as Countries;
  const states = usStates as unknown as States;
  const land = feature(countries, countries.objects.countries).features.map((country) => country.geometry);
  shapes = {
    land: copies(land),
    borders: copies([mesh(countries, countries.objects.countries, (a, b) => a !== b)]),
    states: mesh(states, states.objects.states, (a, b) => a !== b),
  };
  return shapes;
}

/**
 * A basemap that needs no network: land, country borders and US states drawn on a canvas under
 * the tiles, over the water colour of the map's background. Tiles that load draw over it.
 */
export function createOfflineBasemap(colours: BasemapColours): L.LayerGroup & { recolour(c: BasemapColours): void } {
  const { land, borders, states } = basemapShapes();
  const renderer = L.canvas({ padding: 0.2, pane: BASEMAP_PANE });
  const options = { renderer, interactive: false, pane: BASEMAP_PANE };
  const landLayer = L.geoJSON(land, { ...options, style: { fillColor: colours.land, fillOpacity: 1, stroke: false } });
  const borderLayer = L.geoJSON(borders, { ...options, style: { color: colours.border, weight: 0.8, fill: false } });
  const stateLayer = L.geoJSON(states, { ...options, style: { color: colours.stateBorder, weight: 0.6, fill: false } });
  return Object.assign(L.layerGroup([landLayer, borderLayer, stateLayer]), {
    /** New colours (the theme changed). */
    recolour(next: BasemapColours) {
      landLayer.setStyle({ fillColor: next.land });
      borderLayer.setStyle({ color: next.border });
      stateLayer.setStyle({ color: next.stateBorder });
    },
  });
}
