import L from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import usStates from "us-atlas/states-10m.json";

/** Colours of the basemap, read from the map's `--vms-map-*` custom properties (defaults in the CSS). */
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

let shapes: { countries: GeoJSON.GeoJsonObject; states: GeoJSON.GeoJsonObject } | undefined;

/** Countries (110m) and the borders between US states (10m), converted once. */
function basemapShapes() {
  if (shapes) return shapes;
  const countries = world as unknown as Countries;
  const states = usStates as unknown as States;
  shapes = {
    countries: feature(countries, countries.objects.countries),
    states: mesh(states, states.objects.states, (a, b) => a !== b),
  };
  return shapes;
}

/**
 * A basemap that needs no network: land, country borders and US states drawn on a canvas under
 * the tiles, over the water colour of the map's background. Tiles that load draw over it.
 */
export function createOfflineBasemap(colours: BasemapColours): L.LayerGroup {
  const { countries, states } = basemapShapes();
  const renderer = L.canvas({ padding: 0.2, pane: BASEMAP_PANE });
  const options = { renderer, interactive: false, pane: BASEMAP_PANE };
  return L.layerGroup([
    L.geoJSON(countries, { ...options, style: { fillColor: colours.land, fillOpacity: 1, color: colours.border, weight: 0.8 } }),
    L.geoJSON(states, { ...options, style: { color: colours.stateBorder, weight: 0.6, fill: false } }),
  ]);
}
