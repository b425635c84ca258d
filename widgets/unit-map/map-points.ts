import type { SearchHit } from "../core/schemas/search";
import { isDeactivated } from "../core/units/activation";
import { validCoordinates } from "../core/units/coordinates";
import type { SelectedUnit } from "../core/units/selection";

/** The three marker kinds of the map. */
export type PointKind = "live" | "deactivated" | "cabinet";
export const POINT_KINDS: readonly PointKind[] = ["live", "deactivated", "cabinet"];

/** One unit of a marker: a live unit, or one archive cabinet of a group. */
export interface PointMember {
  id: number;
  name: string;
  clientName: string | null;
  locationName: string | null;
}

/** One marker: a live unit, or the archive cabinets that share a position and a name. */
export interface MapPoint {
  /** Stable key, e.g. `live_unit:12` or `archive_cabinet:3`. */
  key: string;
  kind: PointKind;
  lat: number;
  lng: number;
  name: string;
  /** One member for a live unit; one or more for a cabinet group (first = lowest id). */
  members: PointMember[];
}

function member(hit: SearchHit): PointMember {
  const source = hit._source;
  return {
    id: source.id,
    name: source.name,
    clientName: source.client_name ?? null,
    locationName: source.location_name ?? null,
  };
}

/**
 * Builds the map's points from search hits: live units are live or deactivated by their dates,
 * archive cabinets with the same position and the same name are grouped into one point, and hits
 * with invalid coordinates (or of other indices) are dropped.
 */
export function buildPoints(hits: readonly SearchHit[], now = Date.now()): MapPoint[] {
  const points: MapPoint[] = [];
  const cabinets = new Map<string, MapPoint>();
  for (const hit of hits) {
    const source = hit._source;
    const position = validCoordinates(source.latitude, source.longitude);
    if (!position) continue;
    if (hit._index === "live_units") {
      const kind: PointKind = isDeactivated(source.date_activated, source.date_deactivated, now)
        ? "deactivated"
        : "live";
      points.push({ key: `live_unit:${source.id}`, kind, ...position, name: source.name, members: [member(hit)] });
    } else if (hit._index === "archive_cabinets") {
      const groupKey = `${position.lat},${position.lng},${source.name}`;
      const group = cabinets.get(groupKey);
      if (group) {
        group.members.push(member(hit));
        continue;
      }
      const point: MapPoint = {
        key: `archive_cabinet:${source.id}`,
        kind: "cabinet",
        ...position,
        name: source.name,
        members: [member(hit)],
      };
      cabinets.set(groupKey, point);
      points.push(point);
    }
  }
  for (const group of cabinets.values()) {
    if (group.members.length < 2) continue;
    group.members.sort((a, b) => a.id - b.id);
    const first = group.members[0];
    if (first) group.key = `archive_cabinet:${first.id}`;
  }
  return points;
}

/** The shared selection for one member of a point. */
export function selectionOf(point: MapPoint, chosen: PointMember): SelectedUnit {
  return {
    kind: point.kind === "cabinet" ? "archive_cabinet" : "live_unit",
    id: chosen.id,
    name: chosen.name,
    deactivated: point.kind === "deactivated",
    position: { lat: point.lat, lng: point.lng },
  };
}
