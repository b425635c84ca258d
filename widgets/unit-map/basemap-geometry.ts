import { feature, mesh } from "topojson-client";
import { fetchAssetJson } from "../core/api/fetch-asset";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The basemap's geometry, without Leaflet or the DOM: it runs in the basemap worker
 * (basemap.worker.ts), or on the main thread where no worker starts. From the two outline files
 * (TopoJSON) to three sets of lines in world coordinates (Web Mercator pixels at zoom 0, as
 * Leaflet's EPSG:3857), ready to trace into a `Path2D` (offline-basemap.ts).
 */

type Position = GeoJSON.Position;

/** The basemap's layers, in the order they are built and shown (land first: it shows first). */
export const BASEMAP_LAYERS = ["land", "borders", "states"] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/** Lines as flat numbers: `coords` holds x, y pairs; `lengths` the number of points of each line. */
export interface LineSet {
  layer: BasemapLayer;
  coords: Float64Array;
  lengths: Uint32Array;
  /** Rings (closed, filled) rather than open lines. */
  closed: boolean;
}

export type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
export type States = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/** The objects each outline file must hold. */
export const OUTLINE_OBJECTS = { world: ["countries", "land"], usStates: ["states"] } as const;

/** Width of the world in basemap coordinates: Web Mercator pixels at zoom 0, as Leaflet's EPSG:3857. */
export const WORLD = 256;
/** Leaflet's latitude limit of the spherical Mercator projection. */
const MAX_LATITUDE = 85.0511287798;

/** A longitude and latitude in basemap coordinates (Leaflet's `CRS.EPSG3857.latLngToPoint(…, 0)`). */
export function worldPoint(lng: number, lat: number): [number, number] {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return [WORLD * (lng / 360 + 0.5), WORLD * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

/**
 * Whether `value` is a TopoJSON topology holding `objects` (what topojson-client needs to read it);
 * answers what is wrong, or null.
 */
export function topologyProblem(value: unknown, objects: readonly string[]): string | null {
  if (typeof value !== "object" || value === null) return "not an object";
  const topology = value as { type?: unknown; arcs?: unknown; objects?: unknown };
  if (topology.type !== "Topology") return "not a TopoJSON topology";
  if (!Array.isArray(topology.arcs)) return "no arcs";
  if (typeof topology.objects !== "object" || topology.objects === null) return "no objects";
  const held = topology.objects as Record<string, unknown>;
  const missing = objects.filter((name) => typeof (held[name] as { type?: unknown } | undefined)?.type !== "string");
  return missing.length > 0 ? `no ${missing.join(", ")}` : null;
}

/** Lines made continuous across the antimeridian (179 → 181, not 179 → -179), projected, flattened. */
function flatten(layer: BasemapLayer, lines: Position[][], closed: boolean): LineSet {
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  const coords = new Float64Array(2 * total);
  const lengths = new Uint32Array(lines.length);
  let at = 0;
  lines.forEach((line, index) => {
    lengths[index] = line.length;
    let previous: number | undefined;
    for (const [lng = 0, lat = 0] of line) {
      let x = lng;
      if (previous !== undefined) {
        while (x - previous > 180) x -= 360;
        while (x - previous < -180) x += 360;
      }
      previous = x;
      const [px, py] = worldPoint(x, lat);
      coords[at++] = px;
      coords[at++] = py;
    }
  });
  return { layer, coords, lengths, closed };
}

/** The rings of the land (polygons of the world file's `land` object). */
function landRings(land: GeoJSON.Feature | GeoJSON.FeatureCollection): Position[][] {
  const rings: Position[][] = [];
  for (const { geometry } of "features" in land ? land.features : [land]) {
    if (geometry.type === "Polygon") rings.push(...geometry.coordinates);
    if (geometry.type === "MultiPolygon") for (const polygon of geometry.coordinates) rings.push(...polygon);
  }
  return rings;
}

/** Fetches an outline file (a static file beside the bundle: no token) and checks it holds `objects`. */
export function fetchTopology(url: string, objects: readonly string[]): Promise<unknown> {
  return fetchAssetJson(url, (value) => topologyProblem(value, objects));
}

/** One layer's lines from the outlines (borders: a mesh of the shared arcs only). */
export function layerLines(layer: BasemapLayer, world: Countries, usStates: States): LineSet {
  if (layer === "land") return flatten(layer, landRings(feature(world, world.objects.land)), true);
  if (layer === "borders")
    return flatten(layer, mesh(world, world.objects.countries, (a, b) => a !== b).coordinates, false);
  return flatten(layer, mesh(usStates, usStates.objects.states, (a, b) => a !== b).coordinates, false);
}

/** What the page sends the basemap worker: the outline files' absolute URLs. */
export interface BasemapRequest {
  world: string;
  usStates: string;
}

/** What the worker answers: one message per layer, in order, then `done`; or `error`. */
export type BasemapResponse = { type: "layer"; lines: LineSet } | { type: "done" } | { type: "error"; message: string };
