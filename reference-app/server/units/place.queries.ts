import * as z from "zod";
import type { QueryDb } from "../db/query-layer";

/**
 * How a live unit or an archive cabinet is joined to its client and location, and the location's
 * address columns, as query-builder pieces for `*.queries.ts`.
 */

/** A location's address, selected from `locations l` (all null for a unit or cabinet without one). */
export const LOCATION_SELECTION = [
  "l.name as location_name",
  "l.street",
  "l.city",
  "l.state",
  "l.zip",
  "l.time_zone",
] as const;

/** `live_units u` with its client `c` and its location `l` (a unit may have none). */
export function fromUnitsWithPlace(db: QueryDb) {
  return db
    .selectFrom("live_units as u")
    .innerJoin("clients as c", "c.id", "u.client_id")
    .leftJoin("locations as l", "l.id", "u.location_id");
}

/** `archive_cabinets a` with its client `c` and its location `l` (a cabinet may have none). */
export function fromCabinetsWithPlace(db: QueryDb) {
  return db
    .selectFrom("archive_cabinets as a")
    .innerJoin("clients as c", "c.id", "a.client_id")
    .leftJoin("locations as l", "l.id", "a.location_id");
}

/** The columns of {@link LOCATION_SELECTION} (all null for a unit or cabinet without a location). */
export const LocationColumnsSchema = z.object({
  location_name: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  time_zone: z.string().nullable(),
});

/** A camera's address fields (`CameraInfo`) from the location columns of its row; no zone is UTC. */
export function cameraPlace(row: z.infer<typeof LocationColumnsSchema>) {
  return {
    locationName: row.location_name,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    timeZone: row.time_zone ?? "UTC",
  };
}
