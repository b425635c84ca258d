import type { Database } from "better-sqlite3";
import * as z from "zod";
import { CABINET_JOINS, LOCATION_COLUMNS, LocationColumnsSchema, UNIT_JOINS } from "./place.queries";

const UnitSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  name: z.string(),
  serial: z.string(),
  location_id: z.number().nullable(),
  ...LocationColumnsSchema.shape,
  primary_camera_id: z.number().nullable(),
  date_activated: z.string().nullable(),
  date_deactivated: z.string().nullable(),
  health_color: z.string(),
  health_start_color: z.string().nullable(),
  health_status: z.string(),
  health_flapping: z.number(),
  health_overlay: z.string().nullable(),
});
export type UnitRecord = z.infer<typeof UnitSchema>;

const CameraSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.number(),
  preset_id: z.number().nullable(),
  preset_name: z.string().nullable(),
});
export type CameraRecord = z.infer<typeof CameraSchema>;

const CabinetSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  name: z.string(),
  live_unit_name: z.string(),
  ...LocationColumnsSchema.shape,
});
export type CabinetRecord = z.infer<typeof CabinetSchema>;

/** Reads of single units, their cameras and cabinets. */
export function createUnitQueries(db: Database) {
  const unit = db.prepare(`SELECT u.id, u.client_id, c.name AS client_name, u.name, u.serial, u.location_id,
      ${LOCATION_COLUMNS}, u.primary_camera_id, u.date_activated, u.date_deactivated, u.health_color,
      u.health_start_color, u.health_status, u.health_flapping, u.health_overlay
    FROM ${UNIT_JOINS} WHERE u.id = ?`);
  const cameras = db.prepare(`SELECT k.id, k.name, k.active, p.id AS preset_id, p.name AS preset_name
    FROM cameras k LEFT JOIN presets p ON p.id = k.thumbnail_preset_id WHERE k.live_unit_id = ? ORDER BY k.position`);
  const cabinet =
    db.prepare(`SELECT a.id, a.client_id, c.name AS client_name, a.name, a.live_unit_name, ${LOCATION_COLUMNS}
    FROM ${CABINET_JOINS} WHERE a.id = ?`);
  return {
    unit: (id: number): UnitRecord | null => {
      const row = unit.get(id);
      return row === undefined ? null : UnitSchema.parse(row);
    },
    cameras: (unitId: number): CameraRecord[] => z.array(CameraSchema).parse(cameras.all(unitId)),
    cabinet: (id: number): CabinetRecord | null => {
      const row = cabinet.get(id);
      return row === undefined ? null : CabinetSchema.parse(row);
    },
  };
}

export const thumbnailUrl = (cameraId: number, presetId: number): string =>
  `/media/thumbnails/${cameraId}/${presetId}.svg`;
