import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, type BBox, type ClusterItem } from "./cluster-core";

/**
 * The clusters of one zoom, made in one pass for the first paint of a large fleet (the full
 * supercluster index replaces them a moment later). Points are first summed into grid cells a
 * quarter of the cluster radius wide (every point of a cell lies within the radius of the others,
 * so supercluster would join them too); the cells are then clustered greedily as supercluster
 * clusters points: each cell not yet taken takes every untaken cell whose centre lies within the
 * radius of its own. A supercluster index of 100,000 points spends most of its time building a
 * k-d tree over every point; this never sorts them.
 */
export interface QuickLevel {
  /** The zoom (rounded, as supercluster's levels are) whose clusters these are. */
  readonly zoom: number;
  query(bbox: BBox): ClusterItem[];
}

/** Supercluster's tile extent: the radius in pixels is a fraction of a 512-pixel tile. */
const EXTENT = 512;
/** Cells per radius: a cell's diagonal (√2/4 of the radius) stays inside the radius. */
const CELLS_PER_RADIUS = 4;

const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
const xLng = (x: number) => (x - 0.5) * 360;
const yLat = (y: number) => (360 * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180))) / Math.PI - 90;

/** Cells of the grid: each one's key, first point, point count and summed world coordinates. */
interface Cells {
  count: number;
  slot: Map<number, number>;
  first: Int32Array;
  points: Int32Array;
  sumX: Float64Array;
  sumY: Float64Array;
  cellX: Int32Array;
  cellY: Int32Array;
}

/** Sums the points into cells of `size` (world units); null when there would be over `maxCells`. */
function binPoints(coords: Float64Array, size: number, maxCells: number): Cells | null {
  const columns = Math.ceil(1 / size) + 1;
  const cells: Cells = {
    count: 0,
    slot: new Map(),
    first: new Int32Array(maxCells),
    points: new Int32Array(maxCells),
    sumX: new Float64Array(maxCells),
    sumY: new Float64Array(maxCells),
    cellX: new Int32Array(maxCells),
    cellY: new Int32Array(maxCells),
  };
  for (let i = 0; i < coords.length / 2; i++) {
    const x = lngX(coords[2 * i] ?? 0);
    const y = latY(coords[2 * i + 1] ?? 0);
    const cx = Math.floor(x / size);
    const cy = Math.floor(y / size);
    const key = cy * columns + cx;
    let slot = cells.slot.get(key);
    if (slot === undefined) {
      if (cells.count === maxCells) return null;
      slot = cells.count++;
      cells.slot.set(key, slot);
      cells.first[slot] = i;
      cells.cellX[slot] = cx;
      cells.cellY[slot] = cy;
    }
    cells.points[slot]! += 1;
    cells.sumX[slot]! += x;
    cells.sumY[slot]! += y;
  }
  return cells;
}

/** Clustered items in world coordinates: a count of 1 is the single point `point`. */
interface Items {
  count: number;
  x: Float64Array;
  y: Float64Array;
  points: Int32Array;
  point: Int32Array;
}

/** Greedy clustering of the cells, in the order of their first point (supercluster's order). */
function clusterCells(cells: Cells, size: number, radius: number): Items {
  const columns = Math.ceil(1 / size) + 1;
  const taken = new Uint8Array(cells.count);
  const items: Items = {
    count: 0,
    x: new Float64Array(cells.count),
    y: new Float64Array(cells.count),
    points: new Int32Array(cells.count),
    point: new Int32Array(cells.count),
  };
  const { sumX, sumY, points } = cells;
  for (let s = 0; s < cells.count; s++) {
    if (taken[s]) continue;
    taken[s] = 1;
    const x = sumX[s]! / points[s]!;
    const y = sumY[s]! / points[s]!;
    let wx = sumX[s]!;
    let wy = sumY[s]!;
    let total = points[s]!;
    for (let dy = -CELLS_PER_RADIUS; dy <= CELLS_PER_RADIUS; dy++) {
      for (let dx = -CELLS_PER_RADIUS; dx <= CELLS_PER_RADIUS; dx++) {
        const t = cells.slot.get((cells.cellY[s]! + dy) * columns + cells.cellX[s]! + dx);
        if (t === undefined || taken[t]) continue;
        const ex = sumX[t]! / points[t]! - x;
        const ey = sumY[t]! / points[t]! - y;
        if (ex * ex + ey * ey > radius * radius) continue;
        taken[t] = 1;
        wx += sumX[t]!;
        wy += sumY[t]!;
        total += points[t]!;
      }
    }
    const k = items.count++;
    items.x[k] = wx / total;
    items.y[k] = wy / total;
    items.points[k] = total;
    items.point[k] = cells.first[s]!;
  }
  return items;
}

/** The items inside one box that does not cross the antimeridian. */
function inBox(items: Items, zoom: number, west: number, south: number, east: number, north: number): ClusterItem[] {
  const [minX, maxX, minY, maxY] = [lngX(west), lngX(east), latY(north), latY(south)];
  const found: ClusterItem[] = [];
  for (let k = 0; k < items.count; k++) {
    const x = items.x[k]!;
    const y = items.y[k]!;
    if (x < minX || x > maxX || y < minY || y > maxY) continue;
    if (items.points[k] === 1) found.push({ type: "point", index: items.point[k]! });
    else
      found.push({
        type: "cluster",
        id: k,
        stage: "quick",
        level: zoom,
        count: items.points[k]!,
        lat: yLat(y),
        lng: xLng(x),
      });
  }
  return found;
}

/**
 * The clusters at `zoom` of interleaved `[lng, lat, ...]` coordinates; null when the points are
 * too spread out for the grid to save work (over `maxCells` cells: a close zoom over a wide fleet).
 */
export function quickLevel(coords: Float64Array, zoom: number, maxCells = 20000): QuickLevel | null {
  const level = Math.min(CLUSTER_MAX_ZOOM, Math.max(0, Math.round(zoom)));
  const radius = CLUSTER_RADIUS / (EXTENT * 2 ** level);
  const size = radius / CELLS_PER_RADIUS;
  const cells = binPoints(coords, size, Math.min(maxCells, coords.length / 2));
  if (!cells) return null;
  const items = clusterCells(cells, size, radius);
  return {
    zoom: level,
    query(bbox) {
      const south = Math.max(-90, Math.min(90, bbox[1]));
      const north = Math.max(-90, Math.min(90, bbox[3]));
      if (bbox[2] - bbox[0] >= 360) return inBox(items, level, -180, south, 180, north);
      const west = ((((bbox[0] + 180) % 360) + 360) % 360) - 180;
      const east = bbox[2] === 180 ? 180 : ((((bbox[2] + 180) % 360) + 360) % 360) - 180;
      if (west <= east) return inBox(items, level, west, south, east, north);
      return [...inBox(items, level, west, south, 180, north), ...inBox(items, level, -180, south, east, north)];
    },
  };
}
