import type { QueryDb } from "../db/query-layer";

/** One prebuilt map item: its JSON text plus what filters need. */
export interface MapItem {
  clientId: number;
  regionId: number | null;
  json: string;
}

/**
 * The map lists (GET /api/vms/live_units and /api/vms/archive_cabinets) built once per server:
 * the fleet does not change while it runs, and 12,000 items serialise fastest as prebuilt text.
 * The JSON is written here rather than by the engine (`json_object` / `json_build_object`), so both
 * engines give the same text. Coordinates pass through as stored: the seed keeps a few malformed
 * ones (`""`, `"abc"`) as text beside numbers, and the lists show them as they are.
 */
export async function loadMapLists(db: QueryDb): Promise<{ liveUnits: MapItem[]; cabinets: MapItem[] }> {
  const [units, cabinets] = await Promise.all([
    db
      .selectFrom("live_units as u")
      .innerJoin("clients as c", "c.id", "u.client_id")
      .leftJoin("locations as l", "l.id", "u.location_id")
      .leftJoin("regions as r", "r.id", "u.region_id")
      .select([
        "u.id",
        "u.name",
        "u.serial",
        "u.client_id",
        "u.region_id",
        "c.name as client_name",
        "l.name as location_name",
        "r.name as region_name",
        "u.latitude",
        "u.longitude",
        "u.mounting_structure",
        "u.date_activated",
        "u.date_deactivated",
      ])
      .orderBy("u.id")
      .execute(),
    db
      .selectFrom("archive_cabinets as a")
      .innerJoin("clients as c", "c.id", "a.client_id")
      .leftJoin("locations as l", "l.id", "a.location_id")
      .leftJoin("regions as r", "r.id", "a.region_id")
      .select([
        "a.id",
        "a.name",
        "a.camera_name",
        "a.client_id",
        "a.region_id",
        "c.name as client_name",
        "l.name as location_name",
        "r.name as region_name",
        "a.latitude",
        "a.longitude",
      ])
      .orderBy("a.id")
      .execute(),
  ]);
  return {
    liveUnits: units.map((u) => ({
      clientId: u.client_id,
      regionId: u.region_id,
      json: JSON.stringify({
        id: u.id,
        name: u.name,
        serial: u.serial,
        clientId: u.client_id,
        clientName: u.client_name,
        locationName: u.location_name,
        regionName: u.region_name,
        latitude: u.latitude,
        longitude: u.longitude,
        mountingStructure: u.mounting_structure,
        dateActivated: u.date_activated,
        dateDeactivated: u.date_deactivated,
      }),
    })),
    cabinets: cabinets.map((a) => ({
      clientId: a.client_id,
      regionId: a.region_id,
      json: JSON.stringify({
        id: a.id,
        name: a.name,
        cameraName: a.camera_name,
        clientId: a.client_id,
        clientName: a.client_name,
        locationName: a.location_name,
        regionName: a.region_name,
        latitude: a.latitude,
        longitude: a.longitude,
      }),
    })),
  };
}
