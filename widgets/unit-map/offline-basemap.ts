import L from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import * as z from "zod/mini";
import { fetchAsset } from "../core/api/fetch-asset";
import { inSlices } from "./time-slices";
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

/** One world to the west and one to the east too, so the initial view has no empty band; the centre one first. */
const WORLD_COPIES = [0, -360, 360];

/** Lines per piece of a border mesh: each piece is converted and drawn within one time slice. */
const LINES_PER_PIECE = 16;

type Layer = "land" | "borders" | "states";
/** One step of building the basemap: a geometry to add to one of its layers. */
interface Piece {
  layer: Layer;
  geometry: GeoJSON.Geometry;
}

function linePieces(layer: Layer, lines: GeoJSON.MultiLineString, shift: number): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < lines.coordinates.length; i += LINES_PER_PIECE) {
    const part: GeoJSON.MultiLineString = {
      type: "MultiLineString",
      coordinates: lines.coordinates.slice(i, i + LINES_PER_PIECE),
    };
    pieces.push({ layer, geometry: shifted(part, shift) });
  }
  return pieces;
}

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

interface Outlines {
  world: Countries;
  usStates: States;
}

let outlines: Promise<Outlines | null> | undefined;

/**
 * The two outline files, fetched and checked once per page. Null when they cannot be had (no build,
 * network down): the map then shows the water colour and the tiles, and says so in the console only.
 */
function fetchOutlines(): Promise<Outlines | null> {
  outlines ??= (async () => {
    if (!worldUrl || !usStatesUrl) return null;
    try {
      const [world, usStates] = await Promise.all([
        fetchTopology(worldUrl, ["countries"]) as Promise<Countries>,
        fetchTopology(usStatesUrl, ["states"]) as Promise<States>,
      ]);
      return { world, usStates };
    } catch (error) {
      console.warn("[vms-widgets] <vms-unit-map> drew no offline basemap: the outlines did not load", error);
      outlines = undefined; // the next map tries again
      return null;
    }
  })();
  return outlines;
}

/**
 * The basemap in small pieces, in drawing order: land (country by country), country borders and US
 * state borders of the centre world, then land and borders of the copies west and east. Each piece
 * is converted from TopoJSON only when its turn comes, so the work spreads over time slices.
 */
function* basemapPieces({ world, usStates }: Outlines): Generator<Piece> {
  let borders: GeoJSON.MultiLineString | undefined;
  for (const shift of WORLD_COPIES) {
    for (const country of world.objects.countries.geometries) {
      const land = feature(world, country) as GeoJSON.Feature; // one geometry object: one feature
      yield { layer: "land", geometry: shifted(land.geometry, shift) };
    }
    borders ??= mesh(world, world.objects.countries, (a, b) => a !== b);
    yield* linePieces("borders", borders, shift);
    if (shift === 0)
      yield* linePieces(
        "states",
        mesh(usStates, usStates.objects.states, (a, b) => a !== b),
        0,
      );
  }
}

/**
 * A basemap that needs no network beyond its two outline files: land, country borders and US
 * states drawn on a canvas under the tiles, over the water colour of the map's background. The
 * group is returned at once and filled when the outlines have loaded, piece by piece in time slices
 * (`inSlices`): never one long task; tiles that load draw over it. `recolour` takes new colours
 * (the theme changed), before, while or after the pieces arrive.
 */
export function createOfflineBasemap(colours: BasemapColours): L.LayerGroup & { recolour(c: BasemapColours): void } {
  let current = colours;
  let removed = false;
  const renderer = L.canvas({ padding: 0.2, pane: BASEMAP_PANE });
  const options = { renderer, interactive: false, pane: BASEMAP_PANE };
  const styles: Record<Layer, () => L.PathOptions> = {
    land: () => ({ fillColor: current.land, fillOpacity: 1, stroke: false }),
    borders: () => ({ color: current.border, weight: 0.8, fill: false }),
    states: () => ({ color: current.stateBorder, weight: 0.6, fill: false }),
  };
  const layers: Record<Layer, L.GeoJSON> = {
    land: L.geoJSON(undefined, { ...options, style: styles.land }),
    borders: L.geoJSON(undefined, { ...options, style: styles.borders }),
    states: L.geoJSON(undefined, { ...options, style: styles.states }),
  };
  const group = Object.assign(L.layerGroup(Object.values(layers)), {
    /** New colours (the theme changed). */
    recolour(next: BasemapColours) {
      current = next;
      for (const layer of Object.keys(layers) as Layer[]) layers[layer].setStyle(styles[layer]());
    },
  });
  group.on("add", () => void (removed = false));
  group.on("remove", () => void (removed = true));
  void fetchOutlines().then(async (loaded) => {
    if (!loaded) return;
    await inSlices(basemapPieces(loaded), ({ layer, geometry }) => layers[layer].addData(geometry), {
      stopped: () => removed,
    });
  });
  return group;
}
