import Supercluster, { type AnyProps, type PointFeature } from "supercluster";

/** Cluster radius in pixels and the highest zoom that clusters (document 1 §9). */
export const CLUSTER_RADIUS = 75;
export const CLUSTER_MAX_ZOOM = 20;

/**
 * How far an index is built: `quick` covers only the zooms near the view (made first, so the
 * first paint does not wait), `full` every zoom up to the cluster max zoom.
 */
export type IndexStage = "quick" | "full";

/**
 * A cluster, or one point given by its index in the loaded coordinates. A cluster's `id` belongs
 * to the index it came from: `stage` (worker) or `level` (main-thread index of one zoom).
 */
export type ClusterItem =
  | { type: "cluster"; id: number; stage: IndexStage; level?: number; count: number; lat: number; lng: number }
  | { type: "point"; index: number };

/** West, south, east, north in degrees. */
export type BBox = [number, number, number, number];

type Props = { i: number };
export type Index = Supercluster<Props, AnyProps>;

/** The max zoom of a quick index for a view at `zoom`: just enough to answer that view. */
export function quickMaxZoom(zoom: number): number {
  return Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.ceil(zoom)));
}

/**
 * Builds the index over interleaved `[lng0, lat0, lng1, lat1, ...]` coordinates, clustering up to
 * `maxZoom` (the cluster max zoom unless a quick index is wanted).
 */
export function buildIndex(coords: Float64Array, maxZoom = CLUSTER_MAX_ZOOM, minZoom = 0): Index {
  return new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom, minZoom }).load(toFeatures(coords));
}

/** Point features of interleaved `[lng, lat, ...]` coordinates; `properties.i` is the point's index. */
export function toFeatures(coords: Float64Array): PointFeature<Props>[] {
  const features: PointFeature<Props>[] = new Array(coords.length / 2);
  for (let i = 0; i < features.length; i++) {
    features[i] = {
      type: "Feature",
      properties: { i },
      geometry: { type: "Point", coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] },
    };
  }
  return features;
}

/**
 * The index of one zoom level only (clusters at `zoom`, points above it): a few tens of
 * milliseconds for the fleet, so the main thread can build one per task when no worker runs.
 */
export function buildLevel(features: PointFeature<Props>[], zoom: number): Index {
  const level = Math.min(CLUSTER_MAX_ZOOM, Math.max(0, zoom));
  return new Supercluster<Props>({ radius: CLUSTER_RADIUS, minZoom: level, maxZoom: level }).load(features);
}

/** Clusters and points inside `bbox` at `zoom`, as plain data. */
export function queryIndex(index: Index, bbox: BBox, zoom: number, stage: IndexStage = "full"): ClusterItem[] {
  return index.getClusters(bbox, Math.round(zoom)).map((feature): ClusterItem => {
    const properties = feature.properties;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if ("cluster" in properties && properties.cluster) {
      return { type: "cluster", id: properties.cluster_id, stage, count: properties.point_count, lat, lng };
    }
    return { type: "point", index: (properties as Props).i };
  });
}

/** Zoom at which a cluster splits (capped to the clustering max zoom + 1). */
export function expansionZoom(index: Index, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}

/** A cluster index, built on the main thread or in a worker; the same API either way. */
export interface ClusterIndex {
  readonly ready: Promise<void>;
  query(bbox: BBox, zoom: number): Promise<ClusterItem[]>;
  expansionZoom(cluster: Extract<ClusterItem, { type: "cluster" }>): Promise<number>;
  /** Called when a better index replaced the one the last answers came from. */
  onUpgrade(listener: () => void): void;
  destroy(): void;
}
