/// <reference lib="webworker" />
/**
 * Builds and queries the cluster index off the main thread. `load` builds a quick index for the
 * zooms near the view and answers at once; the full index follows and replaces it (`upgraded`).
 * `query` and `expand` answer from the newest index. Each answer echoes the request `id`.
 */
import {
  buildIndex,
  CLUSTER_MAX_ZOOM,
  expansionZoom,
  quickMaxZoom,
  queryIndex,
  type BBox,
  type ClusterItem,
  type IndexStage,
} from "./cluster-core";
import type { WorkerRequest, WorkerResponse } from "./cluster-messages";
import { quickLevel } from "./quick-level";

/** An index as the worker answers from it: which zooms it covers, their items, a cluster's split zoom. */
interface Source {
  covers(zoom: number): boolean;
  query(bbox: BBox, zoom: number): ClusterItem[];
  expansionZoom(clusterId: number): number;
}

/**
 * The quick index: the view's zoom alone, binned in one pass (`quickLevel`), or, when the points
 * are too spread out for that, a supercluster index of the zooms up to the view's. A quick-level
 * cluster splits one zoom closer (the full index knows better, and is there a moment later).
 */
function quickSource(coords: Float64Array, zoom: number): Source {
  const level = quickLevel(coords, zoom);
  if (level) {
    return {
      covers: (z) => Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.round(z))) === level.zoom,
      query: (bbox) => level.query(bbox),
      expansionZoom: () => Math.min(level.zoom + 1, CLUSTER_MAX_ZOOM + 1),
    };
  }
  const max = quickMaxZoom(zoom);
  const index = buildIndex(coords, max);
  return {
    covers: (z) => z <= max,
    query: (bbox, z) => queryIndex(index, bbox, z, "quick"),
    expansionZoom: (id) => expansionZoom(index, id),
  };
}

function fullSource(coords: Float64Array): Source {
  const index = buildIndex(coords);
  return {
    covers: () => true,
    query: (bbox, z) => queryIndex(index, bbox, z, "full"),
    expansionZoom: (id) => expansionZoom(index, id),
  };
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
const indexes: Partial<Record<IndexStage, Source>> = {};
let stage: IndexStage = "quick";
let loaded: { id: number; coords: Float64Array } | undefined;
let upgradeTimer: ReturnType<typeof setTimeout> | undefined;

/** The full index is built after the first query of the view is answered (or soon, without one). */
function scheduleUpgrade(delay: number): void {
  clearTimeout(upgradeTimer);
  upgradeTimer = setTimeout(upgrade, delay);
}

function upgrade(): void {
  if (!loaded || stage === "full") return;
  indexes.full = fullSource(loaded.coords);
  stage = "full";
  scope.postMessage({ id: loaded.id, type: "upgraded" } satisfies WorkerResponse);
}

function load(id: number, coords: Float64Array, zoom: number): WorkerResponse {
  loaded = { id, coords };
  indexes.full = undefined;
  indexes.quick = quickSource(coords, zoom);
  stage = "quick";
  scheduleUpgrade(50);
  return { id, type: "loaded" };
}

function answer(message: WorkerRequest): WorkerResponse {
  if (message.type === "load") return load(message.id, message.coords, message.zoom);
  // Beyond the quick index's zooms it would give raw points: build the full index first.
  if (message.type === "query" && stage === "quick" && !indexes.quick?.covers(message.zoom)) upgrade();
  const current = indexes[stage];
  if (!current) return { id: message.id, type: "error", message: "index not loaded" };
  if (message.type === "query") {
    if (stage === "quick") scheduleUpgrade(0);
    return { id: message.id, type: "items", items: current.query(message.bbox, message.zoom) };
  }
  const source = indexes[message.stage];
  if (!source) return { id: message.id, type: "error", message: "index replaced" };
  return { id: message.id, type: "zoom", zoom: source.expansionZoom(message.clusterId) };
}

/**
 * Runs the clustering code a few times on start (in this thread, before any data comes), so that
 * the first real load runs optimised code: the first paint waits on it.
 */
function warmUp(): void {
  const coords = new Float64Array(16000);
  for (let i = 0; i < coords.length; i += 2) {
    coords[i] = ((i * 7919) % 3600) / 10 - 180;
    coords[i + 1] = ((i * 104729) % 1700) / 10 - 85;
  }
  for (let round = 0; round < 6; round++) {
    queryIndex(buildIndex(coords, 3), [-180, -85, 180, 85], 2);
    quickLevel(coords, 2 + (round % 3))?.query([-180, -85, 180, 85]);
  }
}
warmUp();

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = answer(event.data);
  } catch (error) {
    response = { id: event.data.id, type: "error", message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
