import {
  buildIndex,
  buildLevel,
  CLUSTER_MAX_ZOOM,
  expansionZoom,
  queryIndex,
  toFeatures,
  type ClusterIndex,
  type Index,
} from "./cluster-core";
import type { ClusterWorker } from "./cluster-worker-client";
import { report } from "../core/report/report";

/**
 * Above this many points the index is not built in one go on the main thread: in a Web Worker
 * when one runs, else one zoom level per task. On a 2-core machine a synchronous build of 5,000
 * points at 21 zoom levels already takes longer than a 50 ms task.
 */
export const WORKER_THRESHOLD = 2000;

export type { ClusterIndex };

function syncIndex(coords: Float64Array): ClusterIndex {
  const index: Index = buildIndex(coords);
  return {
    ready: Promise.resolve(),
    query: async (bbox, zoom) => queryIndex(index, bbox, zoom),
    expansionZoom: async (cluster) => expansionZoom(index, cluster.id),
    onUpgrade: () => undefined,
    destroy: () => undefined,
  };
}

/** Points clustered once, before the real work, to warm the code up. */
const WARM_UP_POINTS = 1500;

/** Lets the page handle input and paint before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The main-thread index when no worker can start (a strict CSP, a CDN copy on another origin):
 * one single-zoom index per zoom the view asks for, each built in a task of its own, so no task
 * holds the page for long. A cluster's expansion zoom is the next level's (one more click at most).
 */
export function chunkedIndex(coords: Float64Array, zoom: number): ClusterIndex {
  // First, in tasks of their own: the point features, and a run of the clustering code on a few
  // of them so the real levels run optimised code (a cold first run is several times slower).
  const prepared = (async () => {
    await nextTask();
    const features = toFeatures(coords);
    await nextTask();
    buildLevel(features.slice(0, WARM_UP_POINTS), Math.round(zoom));
    return features;
  })();
  const levels = new Map<number, Promise<Index>>();
  let destroyed = false;
  const level = (z: number): Promise<Index> => {
    const key = Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.round(z)));
    let built = levels.get(key);
    if (!built) {
      built = prepared.then(async (features) => {
        await nextTask();
        return buildLevel(features, key);
      });
      levels.set(key, built);
    }
    return built;
  };
  const ready = level(zoom).then(() => undefined);
  return {
    ready,
    async query(bbox, z) {
      const index = await level(z);
      if (destroyed) return [];
      const items = queryIndex(index, bbox, z);
      const key = Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.round(z)));
      return items.map((item) => (item.type === "cluster" ? { ...item, level: key } : item));
    },
    async expansionZoom(cluster) {
      const index = cluster.level === undefined ? undefined : await levels.get(cluster.level);
      return index ? expansionZoom(index, cluster.id) : (cluster.level ?? zoom) + 1;
    },
    onUpgrade: () => undefined,
    destroy: () => {
      destroyed = true;
      levels.clear();
    },
  };
}

/**
 * The worker's index, replaced by the main-thread `chunkedIndex` when the worker fails (it could not
 * start: CSP `worker-src`, another origin; or it crashed). Listeners hear `onUpgrade` then, so the
 * layer asks again.
 */
function workerIndexWithFallback(worker: ClusterWorker, coords: Float64Array, zoom: number): ClusterIndex {
  const inWorker = worker.index(coords, zoom);
  let current: ClusterIndex = inWorker;
  let fallen = false;
  const listeners = new Set<() => void>();
  const fallBack = (): ClusterIndex => {
    if (!fallen) {
      fallen = true;
      current.destroy();
      current = chunkedIndex(coords, zoom);
      report({
        level: "warn",
        code: "load.worker",
        message: "the cluster worker could not run; clustering on the main thread in small steps",
        widget: "vms-unit-map",
      });
      void current.ready.then(() => listeners.forEach((listener) => listener()));
    }
    return current;
  };
  /** Runs on the current index; a failure of the worker's reruns on the main thread. */
  const guarded = <T>(run: (index: ClusterIndex) => Promise<T>): Promise<T> => {
    const used = current;
    return run(used).catch((error: unknown) => {
      if (used !== inWorker) throw error;
      return run(fallBack());
    });
  };
  inWorker.onUpgrade(() => listeners.forEach((listener) => listener()));
  return {
    ready: inWorker.ready.catch(() => fallBack().ready),
    query: (bbox, z) => guarded((index) => index.query(bbox, z)),
    expansionZoom: (cluster) => guarded((index) => index.expansionZoom(cluster)),
    onUpgrade: (listener) => void listeners.add(listener),
    destroy: () => {
      listeners.clear();
      current.destroy();
    },
  };
}

/**
 * Indexes interleaved `[lng, lat, ...]` coordinates: synchronously when small, in `worker` when
 * large (falling back to the main thread in steps if the worker fails), and on the main thread in
 * steps when there is no worker. `zoom` is the view's, for the first answer.
 */
export function createClusterIndex(
  coords: Float64Array,
  zoom: number,
  worker: ClusterWorker | null,
  threshold = WORKER_THRESHOLD,
): ClusterIndex {
  if (coords.length / 2 <= threshold) return syncIndex(coords);
  return worker ? workerIndexWithFallback(worker, coords, zoom) : chunkedIndex(coords, zoom);
}
