import * as z from "zod";
import type { QueryDb } from "../db/query-layer";
import { fromCabinetsWithPlace, fromUnitsWithPlace, LOCATION_SELECTION, LocationColumnsSchema } from "./place.queries";

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

/** A live unit with its client's name and its address, or null. */
export async function findUnit(db: QueryDb, id: number): Promise<UnitRecord | null> {
  const row = await fromUnitsWithPlace(db)
    .select([
      "u.id",
      "u.client_id",
      "c.name as client_name",
      "u.name",
      "u.serial",
      "u.location_id",
      ...LOCATION_SELECTION,
      "u.primary_camera_id",
      "u.date_activated",
      "u.date_deactivated",
      "u.health_color",
      "u.health_start_color",
      "u.health_status",
      "u.health_flapping",
      "u.health_overlay",
    ])
    .where("u.id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** A unit's cameras in position order, with each one's thumbnail preset. */
export async function unitCameras(db: QueryDb, unitId: number): Promise<CameraRecord[]> {
  return db
    .selectFrom("cameras as k")
    .leftJoin("presets as p", "p.id", "k.thumbnail_preset_id")
    .select(["k.id", "k.name", "k.active", "p.id as preset_id", "p.name as preset_name"])
    .where("k.live_unit_id", "=", unitId)
    .orderBy("k.position")
    .execute();
}

/** An archive cabinet with its client's name and its address, or null. */
export async function findCabinet(db: QueryDb, id: number): Promise<CabinetRecord | null> {
  const row = await fromCabinetsWithPlace(db)
    .select(["a.id", "a.client_id", "c.name as client_name", "a.name", "a.live_unit_name", ...LOCATION_SELECTION])
    .where("a.id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export const thumbnailUrl = (cameraId: number, presetId: number): string =>
  `/media/thumbnails/${cameraId}/${presetId}.svg`;
