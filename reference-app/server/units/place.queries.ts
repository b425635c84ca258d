import * as z from "zod";

/**
 * The SQL the unit, camera, cabinet and requested-video reads share: how a live unit or an
 * archive cabinet is joined to its client and location, and the location's address columns with
 * the schema their rows parse with.
 */

/** A location's address, selected from `locations l`. */
export const LOCATION_COLUMNS = "l.name AS location_name, l.street, l.city, l.state, l.zip, l.time_zone";

/** The columns of {@link LOCATION_COLUMNS} (all null for a unit or cabinet without a location). */
export const LocationColumnsSchema = z.object({
  location_name: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  time_zone: z.string().nullable(),
});

/** `live_units u` with its client `c` and its location `l` (a unit may have none). */
export const UNIT_JOINS =
  "live_units u JOIN clients c ON c.id = u.client_id LEFT JOIN locations l ON l.id = u.location_id";

/** `archive_cabinets a` with its client `c` and its location `l` (a cabinet may have none). */
export const CABINET_JOINS =
  "archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id";

/** A camera's address fields (`CameraInfo`) from the {@link LOCATION_COLUMNS} of its row; no zone is UTC. */
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
