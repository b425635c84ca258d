import type { Database } from "better-sqlite3";
import * as z from "zod";

/** One prebuilt map item: its JSON text plus what filters need. */
export interface MapItem {
  clientId: number;
  regionId: number | null;
  json: string;
}

const RowSchema = z.object({ client_id: z.number(), region_id: z.number().nullable(), json: z.string() });

/**
 * The map lists (GET /api/vms/live_units and /api/vms/archive_cabinets) built once per server from
 * SQL: the fleet does not change while it runs, and 12,000 items serialise fastest as prebuilt text.
 */
export function loadMapLists(db: Database): { liveUnits: MapItem[]; cabinets: MapItem[] } {
  const read = (sql: string): MapItem[] =>
    z
      .array(RowSchema)
      .parse(db.prepare(sql).all())
      .map((r) => ({ clientId: r.client_id, regionId: r.region_id, json: r.json }));
  return {
    liveUnits:
      read(`SELECT u.client_id, u.region_id, json_object('id', u.id, 'name', u.name, 'serial', u.serial, 'clientId', u.client_id,
        'clientName', c.name, 'locationName', l.name, 'regionName', r.name, 'latitude', u.latitude, 'longitude', u.longitude,
        'mountingStructure', u.mounting_structure, 'dateActivated', u.date_activated, 'dateDeactivated', u.date_deactivated) AS json
      FROM live_units u JOIN clients c ON c.id = u.client_id LEFT JOIN locations l ON l.id = u.location_id
      LEFT JOIN regions r ON r.id = u.region_id ORDER BY u.id`),
    cabinets:
      read(`SELECT a.client_id, a.region_id, json_object('id', a.id, 'name', a.name, 'cameraName', a.camera_name, 'clientId', a.client_id,
        'clientName', c.name, 'locationName', l.name, 'regionName', r.name, 'latitude', a.latitude, 'longitude', a.longitude) AS json
      FROM archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id
      LEFT JOIN regions r ON r.id = a.region_id ORDER BY a.id`),
  };
}
