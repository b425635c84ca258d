import type * as z from "zod";
import type { QueryDb } from "../db/query-layer";
import {
  fromCabinetsWithPlace,
  fromUnitsWithPlace,
  LOCATION_SELECTION,
  type LocationColumnsSchema,
} from "./place.queries";

export type UnitRecord = {
  id: number;
  client_id: number;
  client_name: string;
  name: string;
  serial: string;
  location_id: number | null;
  primary_camera_id: number | null;
  date_activated: string | null;
  date_deactivated: string | null;
  health_color: string;
  health_start_color: string | null;
  health_status: string;
  health_flapping: number;
  health_overlay: string | null;
} & z.infer<typeof LocationColumnsSchema>;

export type CameraRecord = {
  id: number;
  name: string;
  active: number;
  preset_id: number | null;
  preset_name: string | null;
};

export type CabinetRecord = {
  id: number;
  client_id: number;
  client_name: string;
  name: string;
  live_unit_name: string;
} & z.infer<typeof LocationColumnsSchema>;

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
