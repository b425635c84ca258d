import { buildIndex, expansionZoom, queryIndex, type BBox, type ClusterItem, type Index } from "./cluster-core";
import { startClusterWorker } from "./cluster-worker-client";

/** Above this many points the index is built in a Web Worker. */
export const WORKER_THRESHOLD = 5000;

/** A cluster index, built on the main thread or in a worker; the same API either way. */
export interface ClusterIndex {
  readonly ready: Promise<void>;
  query(bbox: BBox, zoom: number): Promise<ClusterItem[]>;
  expansionZoom(clusterId: number): Promise<number>;
  destroy(): void;
}

function syncIndex(coords: Float64Array): ClusterIndex {
  const index: Index = buildIndex(coords);
  return {
    ready: Promise.resolve(),
    query: async (bbox, zoom) => queryIndex(index, bbox, zoom),
    expansionZoom: async (clusterId) => expansionZoom(index, clusterId),
    destroy: () => undefined,
  };
}

/**
 * Indexes interleaved `[lng, lat, ...]` coordinates: synchronously when small, in a worker when
 * large (falls back to the main thread when workers are unavailable).
 */
export function createClusterIndex(coords: Float64Array, threshold = WORKER_THRESHOLD): ClusterIndex {
  if (coords.length / 2 > threshold && typeof Worker !== "undefined") {
    const worker = startClusterWorker(coords);
    if (worker) return worker;
  }
  return syncIndex(coords);
}
