import L from "leaflet";
import { inSlices, yieldToMain } from "./time-slices";
// The outlines (about 70 KiB gzip) are files fetched when a map first draws, not bundled code.
import worldUrl from "world-atlas/countries-110m.json?asset-url";
import usStatesUrl from "us-atlas/states-10m.json?asset-url";
import workerUrl from "./basemap.worker.ts?worker-url";
import { report } from "../core/report/report";
// Types only: the geometry (topojson-client) runs in the basemap worker, and is loaded here only
// where no worker starts.
import type { BasemapRequest, BasemapResponse, Countries, LineSet, States } from "./basemap-geometry";

/** Width of the world in basemap coordinates (as basemap-geometry's `WORLD`). */
const WORLD = 256;

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

/** The basemap's lines of one page, shared by its maps: the layers that have arrived, and who waits for more. */
interface LinesFeed {
  arrived: LineSet[];
  listeners: Set<(lines: LineSet) => void>;
}

let feed: LinesFeed | undefined;

function failed(current: LinesFeed, error: unknown): void {
  report({
    level: "warn",
    code: "map.basemap",
    message: "<vms-unit-map> drew no offline basemap: the outlines did not load",
    error,
    widget: "vms-unit-map",
  });
  if (feed === current) feed = undefined; // the next map tries again
}

/** The lines built on the main thread, each layer in a task of its own (where no worker starts). */
async function onMainThread(deliver: (lines: LineSet) => void, world: string, usStates: string): Promise<void> {
  const { BASEMAP_LAYERS, fetchTopology, layerLines, OUTLINE_OBJECTS } = await import("./basemap-geometry");
  const [countries, states] = await Promise.all([
    fetchTopology(world, OUTLINE_OBJECTS.world) as Promise<Countries>,
    fetchTopology(usStates, OUTLINE_OBJECTS.usStates) as Promise<States>,
  ]);
  for (const layer of BASEMAP_LAYERS) {
    await yieldToMain();
    deliver(layerLines(layer, countries, states));
  }
}

/**
 * Starts the basemap worker (basemap.worker.ts: it fetches the outlines and builds the lines off
 * the main thread), or answers false where it cannot start (no Worker, no worker file in this
 * build, a copy served from another origin). A worker that fails to load (a CSP refusing it) falls
 * back to the main thread.
 */
function startWorker(
  current: LinesFeed,
  deliver: (lines: LineSet) => void,
  fallback: () => void,
  request: BasemapRequest,
): boolean {
  if (typeof Worker === "undefined" || !workerUrl) return false;
  let worker: Worker;
  try {
    worker = new Worker(workerUrl, { type: "module" });
  } catch {
    return false;
  }
  worker.onmessage = (event: MessageEvent<BasemapResponse>) => {
    const message = event.data;
    if (message.type === "layer") return deliver(message.lines);
    worker.terminate();
    if (message.type === "error") failed(current, new Error(message.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    if (current.arrived.length === 0) fallback();
    else failed(current, new Error(event.message || "the basemap worker failed"));
  };
  worker.postMessage(request);
  return true;
}

/**
 * The page's basemap lines, loaded once (the first map asks; the next maps share them): in the
 * basemap worker where it starts, else on the main thread. Nothing arrives when the outlines cannot
 * be had (no build, network down): the map then shows the water colour and the tiles, and says so
 * in the console only.
 */
function linesFeed(): LinesFeed {
  if (feed) return feed;
  const current: LinesFeed = { arrived: [], listeners: new Set() };
  feed = current;
  if (!worldUrl || !usStatesUrl) return current;
  const deliver = (lines: LineSet) => {
    current.arrived.push(lines);
    for (const listener of current.listeners) listener(lines);
  };
  const request = {
    world: new URL(worldUrl, document.baseURI).href,
    usStates: new URL(usStatesUrl, document.baseURI).href,
  };
  const fallback = () =>
    void onMainThread(deliver, request.world, request.usStates).catch((error: unknown) => failed(current, error));
  if (!startWorker(current, deliver, fallback, request)) fallback();
  return current;
}

/**
 * Traces `lines` into a path, a few lines at a time between yields to the browser (a layer has tens
 * of thousands of points); null when `stopped()` turned true first.
 */
async function trace(lines: LineSet, stopped: () => boolean): Promise<Path2D | null> {
  const path = new Path2D();
  const { coords, closed } = lines;
  let at = 0;
  const done = await inSlices(
    lines.lengths,
    (count) => {
      for (let i = 0; i < count; i += 1, at += 2) {
        if (i === 0) path.moveTo(coords[at] ?? 0, coords[at + 1] ?? 0);
        else path.lineTo(coords[at] ?? 0, coords[at + 1] ?? 0);
      }
      if (closed) path.closePath();
    },
    { stopped },
  );
  return done ? path : null;
}

type Layer = LineSet["layer"];

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
      stop();
      map = canvas = drawnTopLeft = undefined;
      return layer;
    },
    recolour(next: BasemapColours) {
      current = next;
      draw();
    },
  });
  // Each layer is traced as it arrives (land first), one after the other; a basemap taken off stops
  // (a new map makes its own paths from the page's lines).
  const source = linesFeed();
  let tracing = Promise.resolve();
  let detached = false;
  const onLines = (lines: LineSet) => {
    tracing = tracing.then(async () => {
      const path = await trace(lines, () => detached);
      if (!path) return;
      paths[lines.layer] = path;
      draw();
    });
  };
  for (const lines of source.arrived) onLines(lines);
  source.listeners.add(onLines);
  const stop = () => {
    detached = true;
    source.listeners.delete(onLines);
  };
  return layer;
}
