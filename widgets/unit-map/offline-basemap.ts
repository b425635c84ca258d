import L from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import * as z from "zod/mini";
import { fetchAsset } from "../core/api/fetch-asset";
import { inSlices } from "./time-slices";
// The outlines (about 70 KiB gzip) are files fetched when a map first draws, not bundled code.
import worldUrl from "world-atlas/countries-110m.json?asset-url";
import usStatesUrl from "us-atlas/states-10m.json?asset-url";
import { report } from "../core/report/report";

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

/** Width of the world in basemap coordinates: Web Mercator pixels at zoom 0, as Leaflet's EPSG:3857. */
const WORLD = 256;
/** Leaflet's latitude limit of the spherical Mercator projection. */
const MAX_LATITUDE = 85.0511287798;

/** A longitude and latitude in basemap coordinates (Leaflet's `CRS.EPSG3857.latLngToPoint(…, 0)`). */
export function worldPoint(lng: number, lat: number): [number, number] {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return [WORLD * (lng / 360 + 0.5), WORLD * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))];
}

/** Makes a line continuous across the antimeridian (179 → 181, not 179 → -179). */
function unwrap(line: Position[]): Position[] {
  let previous: number | undefined;
  return line.map(([lng = 0, lat = 0]) => {
    let x = lng;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (x - previous < -180) x += 360;
    }
    previous = x;
    return [x, lat];
  });
}

/** Adds lines (rings, closed, when `closed`) to a path, in basemap coordinates. */
function addLines(path: Path2D, lines: Position[][], closed: boolean): void {
  for (const line of lines) {
    unwrap(line).forEach(([lng = 0, lat = 0], i) => {
      const [x, y] = worldPoint(lng, lat);
      if (i === 0) path.moveTo(x, y);
      else path.lineTo(x, y);
    });
    if (closed) path.closePath();
  }
}

/** The land (polygons) of the outline file's `land` object, as one path. */
function landPath(land: GeoJSON.Feature | GeoJSON.FeatureCollection): Path2D {
  const path = new Path2D();
  for (const { geometry } of "features" in land ? land.features : [land]) {
    if (geometry.type === "Polygon") addLines(path, geometry.coordinates, true);
    if (geometry.type === "MultiPolygon") for (const polygon of geometry.coordinates) addLines(path, polygon, true);
  }
  return path;
}

/** Borders (a topojson mesh) as one path. */
function linesPath(lines: GeoJSON.MultiLineString): Path2D {
  const path = new Path2D();
  addLines(path, lines.coordinates, false);
  return path;
}

type Layer = "land" | "borders" | "states";

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
        fetchTopology(worldUrl, ["countries", "land"]) as Promise<Countries>,
        fetchTopology(usStatesUrl, ["states"]) as Promise<States>,
      ]);
      return { world, usStates };
    } catch (error) {
      report({
        level: "warn",
        code: "map.basemap",
        message: "<vms-unit-map> drew no offline basemap: the outlines did not load",
        error,
        widget: "vms-unit-map",
      });
      outlines = undefined; // the next map tries again
      return null;
    }
  })();
  return outlines;
}

/** The three paths, each built from the outlines in a task of its own (land first: it shows first). */
function pathBuilders({ world, usStates }: Outlines): [Layer, () => Path2D][] {
  return [
    ["land", () => landPath(feature(world, world.objects.land))],
    ["borders", () => linesPath(mesh(world, world.objects.countries, (a, b) => a !== b))],
    ["states", () => linesPath(mesh(usStates, usStates.objects.states, (a, b) => a !== b))],
  ];
}

/** Beyond the view on each side, as a share of its size: a short pan shows no empty band before `moveend`. */
const PADDING = 0.2;
/** World copies drawn west and east of the centre one (the map may pan half a world either way). */
const WORLD_COPIES = [-WORLD, 0, WORLD];

/**
 * Puts the canvas over the view and PADDING beyond it, sized for the device's pixels: its top-left
 * in layer pixels and the device pixel ratio.
 */
function placeCanvas(map: L.Map, canvas: HTMLCanvasElement): { topLeft: L.Point; ratio: number } {
  const size = map.getSize();
  const pad = size.multiplyBy(PADDING).round();
  const topLeft = map.containerPointToLayerPoint(pad.multiplyBy(-1));
  L.DomUtil.setPosition(canvas, topLeft);
  const width = size.x + 2 * pad.x;
  const height = size.y + 2 * pad.y;
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return { topLeft, ratio };
}

/** Fills the land and strokes the borders, once per world copy, at `scale` from `origin` (world pixels). */
function paintPaths(
  context: CanvasRenderingContext2D,
  paths: Partial<Record<Layer, Path2D>>,
  colours: BasemapColours,
  { ratio, scale, origin }: { ratio: number; scale: number; origin: L.Point },
): void {
  for (const shift of WORLD_COPIES) {
    context.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * (shift * scale - origin.x), -ratio * origin.y);
    if (paths.land) {
      context.fillStyle = colours.land;
      context.fill(paths.land, "evenodd");
    }
    for (const [path, colour, lineWidth] of [
      [paths.borders, colours.border, 0.8],
      [paths.states, colours.stateBorder, 0.6],
    ] as const) {
      if (!path) continue;
      context.strokeStyle = colour;
      context.lineWidth = lineWidth / scale;
      context.stroke(path);
    }
  }
}

/**
 * A basemap that needs no network beyond its two outline files: land, country borders and US
 * states drawn on one canvas in its pane, under the tiles, over the water colour of the map's
 * background. The paths (`Path2D`, in world coordinates: Web Mercator at zoom 0) are built once,
 * each in a short task of its own after the outlines have loaded; a view change (`moveend`,
 * `viewreset`, `resize`) redraws them under one transform, one fill or stroke per path and world
 * copy. During a zoom's animation (or a pinch) the canvas is scaled as Leaflet scales its own
 * renderers, and redrawn when the zoom ends. `recolour` takes new colours (the theme changed),
 * before, while or after the paths arrive.
 */
export function createOfflineBasemap(colours: BasemapColours): L.Layer & { recolour(c: BasemapColours): void } {
  let current = colours;
  let map: L.Map | undefined;
  let canvas: HTMLCanvasElement | undefined;
  const paths: Partial<Record<Layer, Path2D>> = {};
  /** What the canvas shows: its top-left in world pixels at `drawnZoom` (for the zoom transform). */
  let drawnTopLeft: L.Point | undefined;
  let drawnZoom = 0;

  const draw = () => {
    if (!map || !canvas) return;
    const { topLeft, ratio } = placeCanvas(map, canvas);
    drawnZoom = map.getZoom();
    const origin = (drawnTopLeft = map.getPixelOrigin().add(topLeft));
    const context = canvas.getContext("2d");
    if (!context) return;
    paintPaths(context, paths, current, { ratio, scale: map.getZoomScale(drawnZoom, 0), origin });
  };

  /** The canvas scaled and moved to where the zoom will put what it shows. */
  const transformTo = (center: L.LatLng, zoom: number) => {
    if (!map || !canvas || !drawnTopLeft) return;
    const scale = map.getZoomScale(zoom, drawnZoom);
    const newOrigin = map
      .project(center, zoom)
      .subtract(map.getSize().divideBy(2))
      .add(L.DomUtil.getPosition(map.getPane("mapPane")!))
      .round();
    L.DomUtil.setTransform(canvas, drawnTopLeft.multiplyBy(scale).subtract(newOrigin), scale);
  };

  const events: L.LeafletEventHandlerFnMap = {
    moveend: draw,
    viewreset: draw,
    resize: draw,
    zoomanim: (event) => transformTo((event as L.ZoomAnimEvent).center, (event as L.ZoomAnimEvent).zoom),
    // A pinch zooms without `zoomanim`.
    zoom: () => map && transformTo(map.getCenter(), map.getZoom()),
  };

  const layer = Object.assign(new L.Layer(), {
    onAdd(added: L.Map) {
      map = added;
      canvas = L.DomUtil.create("canvas", "leaflet-zoom-animated", added.getPane(BASEMAP_PANE));
      added.on(events);
      draw();
      return layer;
    },
    onRemove(removed: L.Map) {
      removed.off(events);
      canvas?.remove();
      map = canvas = drawnTopLeft = undefined;
      return layer;
    },
    recolour(next: BasemapColours) {
      current = next;
      draw();
    },
  });
  void fetchOutlines().then(async (loaded) => {
    if (!loaded) return;
    await inSlices(
      pathBuilders(loaded),
      ([name, build]) => {
        paths[name] = build();
        draw();
      },
      // Built while on a map; a basemap taken off stops (a new map makes its own).
      { stopped: () => !map },
    );
  });
  return layer;
}
