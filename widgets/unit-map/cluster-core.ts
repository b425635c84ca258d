import Supercluster, { type AnyProps, type PointFeature } from "supercluster";

/** Cluster radius in pixels and the highest zoom that clusters (document 1 §9). */
export const CLUSTER_RADIUS = 75;
export const CLUSTER_MAX_ZOOM = 20;

/** A cluster, or one point given by its index in the loaded coordinates. */
export type ClusterItem =
  | { type: "cluster"; id: number; count: number; lat: number; lng: number }
  | { type: "point"; index: number };

/** West, south, east, north in degrees. */
export type BBox = [number, number, number, number];

type Props = { i: number };
export type Index = Supercluster<Props, AnyProps>;

/** Builds the index over interleaved `[lng0, lat0, lng1, lat1, ...]` coordinates. */
export function buildIndex(coords: Float64Array): Index {
  const features: PointFeature<Props>[] = new Array(coords.length / 2);
  for (let i = 0; i < features.length; i++) {
    features[i] = {
      type: "Feature",
      properties: { i },
      geometry: { type: "Point", coordinates: [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0] },
    };
  }
  return new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM }).load(features);
}

/** Clusters and points inside `bbox` at `zoom`, as plain data. */
export function queryIndex(index: Index, bbox: BBox, zoom: number): ClusterItem[] {
  return index.getClusters(bbox, Math.round(zoom)).map((feature): ClusterItem => {
    const properties = feature.properties;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if ("cluster" in properties && properties.cluster) {
      return { type: "cluster", id: properties.cluster_id, count: properties.point_count, lat, lng };
    }
    return { type: "point", index: (properties as Props).i };
  });
}

/** Zoom at which a cluster splits (capped to the clustering max zoom + 1). */
export function expansionZoom(index: Index, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}
