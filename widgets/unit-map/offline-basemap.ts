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

/** Adds lines (rings when `closed`) to a path, in basemap coordinates. */
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

/** The rings and lines of a geometry (or of every geometry of a collection). */
function linesOf(geometry: GeoJSON.Geometry | null): { rings: Position[][]; lines: Position[][] } {
  const rings: Position[][] = [];
  const lines: Position[][] = [];
  const visit = (g: GeoJSON.Geometry | null) => {
    if (!g) return;
    if (g.type === "Polygon") rings.push(...g.coordinates);
    else if (g.type === "MultiPolygon") for (const polygon of g.coordinates) rings.push(...polygon);
    else if (g.type === "LineString") lines.push(g.coordinates);
    else if (g.type === "MultiLineString") lines.push(...g.coordinates);
    else if (g.type === "GeometryCollection") g.geometries.forEach(visit);
  };
  visit(geometry);
  return { rings, lines };
}

function pathOf(geometries: (GeoJSON.Geometry | null)[]): Path2D {
  const path = new Path2D();
  for (const geometry of geometries) {
    const { rings, lines } = linesOf(geometry);
    addLines(path, rings, true);
    addLines(path, lines, false);
  }
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
      console.warn("[vms-widgets] <vms-unit-map> drew no offline basemap: the outlines did not load", error);
      outlines = undefined; // the next map tries again
      return null;
    }
  })();
  return outlines;
}

/** The three paths, each built from the outlines in a task of its own (land first: it shows first). */
function pathBuilders({ world, usStates }: Outlines): [Layer, () => Path2D][] {
  const geometries = (collection: GeoJSON.Feature | GeoJSON.FeatureCollection) =>
    "features" in collection ? collection.features.map((f) => f.geometry) : [collection.geometry];
  return [
    ["land", () => pathOf(geometries(feature(world, world.objects.land)))],
    ["borders", () => pathOf([mesh(world, world.objects.countries, (a, b) => a !== b)])],
    ["states", () => pathOf([mesh(usStates, usStates.objects.states, (a, b) => a !== b)])],
  ];
}

/** Beyond the view on each side, as a share of its size: a short pan shows no empty band before `moveend`. */
const PADDING = 0.2;
/** World copies drawn west and east of the centre one (the map may pan half a world either way). */
const WORLD_COPIES = [-WORLD, 0, WORLD];
/** Line widths in CSS pixels. */
const WIDTHS = { borders: 0.8, states: 0.6 } as const;

/**
 * The basemap as one canvas in its pane: three `Path2D`s in world coordinates (Web Mercator at zoom
 * 0), built once; a view change (`moveend`, `viewreset`, `resize`) redraws them under one transform,
 * one fill or stroke per path and world copy. During a zoom's animation (or a pinch) the canvas is
 * scaled as Leaflet scales its own renderers, and redrawn when the zoom ends.
 */
class BasemapLayer extends L.Layer {
  private canvas: HTMLCanvasElement | undefined;
  private readonly paths: Partial<Record<Layer, Path2D>> = {};
  /** What the canvas shows: its top-left in world pixels at `zoom` (for the zoom transform). */
  private drawn: { topLeft: L.Point; zoom: number } | undefined;

  /** The map's events this layer follows (bound once, so `off` finds them). */
  private readonly events: L.LeafletEventHandlerFnMap = {
    moveend: () => this.draw(),
    viewreset: () => this.draw(),
    resize: () => this.draw(),
    zoomanim: (event) => this.transformTo((event as L.ZoomAnimEvent).center, (event as L.ZoomAnimEvent).zoom),
    // A pinch zooms without `zoomanim`.
    zoom: () => this.followZoom(),
  };

  constructor(private colours: BasemapColours) {
    super();
    L.setOptions(this, { pane: BASEMAP_PANE });
  }

  override onAdd(map: L.Map): this {
    this.canvas = L.DomUtil.create("canvas", "leaflet-zoom-animated", this.getPane());
    this.canvas.setAttribute("aria-hidden", "true");
    map.on(this.events);
    this.draw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off(this.events);
    this.canvas?.remove();
    this.canvas = undefined;
    this.drawn = undefined;
    return this;
  }

  /** A path is ready: drawn from now on. */
  setPath(layer: Layer, path: Path2D): void {
    this.paths[layer] = path;
    this.draw();
  }

  recolour(colours: BasemapColours): void {
    this.colours = colours;
    this.draw();
  }

  draw(): void {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
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
    const zoom = map.getZoom();
    const origin = map.getPixelOrigin().add(topLeft);
    this.drawn = { topLeft: origin, zoom };
    const scale = map.getZoomScale(zoom, 0);
    const context = canvas.getContext("2d");
    if (!context) return;
    const { land, borders, states } = this.paths;
    for (const shift of WORLD_COPIES) {
      // Skip a copy wholly outside the canvas (a quarter world of margin: unwrapped lines pass ±180°).
      const left = (shift - WORLD / 4) * scale - origin.x;
      const right = (shift + (WORLD * 5) / 4) * scale - origin.x;
      if (right < 0 || left > width) continue;
      context.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * (shift * scale - origin.x), -ratio * origin.y);
      if (land) {
        context.fillStyle = this.colours.land;
        context.fill(land, "evenodd");
      }
      for (const [path, colour, lineWidth] of [
        [borders, this.colours.border, WIDTHS.borders],
        [states, this.colours.stateBorder, WIDTHS.states],
      ] as const) {
        if (!path) continue;
        context.strokeStyle = colour;
        context.lineWidth = lineWidth / scale;
        context.stroke(path);
      }
    }
  }

  /** The canvas scaled and moved to where the zoom will put what it shows (Leaflet's renderers do the same). */
  private transformTo(center: L.LatLng, zoom: number): void {
    const map = this._map as L.Map | undefined;
    if (!map || !this.canvas || !this.drawn) return;
    const scale = map.getZoomScale(zoom, this.drawn.zoom);
    const pane = map.getPane("mapPane");
    const panePosition = pane ? L.DomUtil.getPosition(pane) : L.point(0, 0);
    const newOrigin = map.project(center, zoom).subtract(map.getSize().divideBy(2)).add(panePosition).round();
    L.DomUtil.setTransform(this.canvas, this.drawn.topLeft.multiplyBy(scale).subtract(newOrigin), scale);
  }

  private followZoom(): void {
    const map = this._map as L.Map | undefined;
    if (map) this.transformTo(map.getCenter(), map.getZoom());
  }
}

/**
 * A basemap that needs no network beyond its two outline files: land, country borders and US
 * states drawn on a canvas under the tiles, over the water colour of the map's background. The
 * layer is returned at once and draws each path as soon as it is built (one short task each, after
 * the outlines have loaded); tiles that load draw over it. `recolour` takes new colours (the theme
 * changed), before, while or after the paths arrive.
 */
export function createOfflineBasemap(colours: BasemapColours): L.Layer & { recolour(c: BasemapColours): void } {
  const layer = new BasemapLayer(colours);
  let removed = false;
  layer.on("add", () => void (removed = false));
  layer.on("remove", () => void (removed = true));
  void fetchOutlines().then(async (loaded) => {
    if (!loaded) return;
    await inSlices(pathBuilders(loaded), ([name, build]) => layer.setPath(name, build()), {
      stopped: () => removed,
    });
  });
  return layer;
}
