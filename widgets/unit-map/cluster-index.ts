import { buildIndex, expansionZoom, queryIndex, type BBox, type ClusterItem, type Index } from "./cluster-core";
import type { ClusterWorker } from "./cluster-worker-client";

/**
 * Above this many points the index is built in a Web Worker. Lower than the ~5,000 first planned:
 * on a 2-core machine a synchronous build of 5,000 points at 21 zoom levels already takes longer
 * than a 50 ms task.
 */
export const WORKER_THRESHOLD = 2000;

/** A cluster index, built on the main thread or in a worker; the same API either way. */
export interface ClusterIndex {
  readonly ready: Promise<void>;
  query(bbox: BBox, zoom: number): Promise<ClusterItem[]>;
  expansionZoom(cluster: Extract<ClusterItem, { type: "cluster" }>): Promise<number>;
  /** Called when a better index replaced the one the last answers came from. */
  onUpgrade(listener: () => void): void;
  destroy(): void;
}

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

/**
 * Indexes interleaved `[lng, lat, ...]` coordinates: synchronously when small, in `worker` when
 * large (on the main thread when there is no worker). `zoom` is the view's, for the quick index.
 */
export function createClusterIndex(
  coords: Float64Array,
  zoom: number,
  worker: ClusterWorker | null,
  threshold = WORKER_THRESHOLD,
): ClusterIndex {
  if (worker && coords.length / 2 > threshold) return worker.index(coords, zoom);
  return syncIndex(coords);
}
