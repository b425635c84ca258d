import type { QueryDb } from "../db/query-layer";
import { camerasWithUnits } from "../cameras";
import { fromCabinetsWithPlace, LOCATION_SELECTION } from "../units";

/**
 * Reads behind the history calls (issue 20: Kysely, on SQLite and PostgreSQL alike): cameras with
 * their unit's client and dates, presets, cabinets, retrievals.
 */

/** Cameras with their unit's client and dates. */
async function historyCameras(db: QueryDb, cameraIds: readonly number[]) {
  if (cameraIds.length === 0) return [];
  return camerasWithUnits(db)
    .select([
      "k.id",
      "k.name",
      "k.active",
      "k.health_color",
      "k.live_unit_id",
      "u.client_id",
      "u.date_activated",
      "u.date_deactivated",
    ])
    .where("k.id", "in", [...cameraIds])
    .execute();
}
export type HistoryCamera = Awaited<ReturnType<typeof historyCameras>>[number];

async function historyPresets(db: QueryDb, cameraIds: readonly number[]) {
  if (cameraIds.length === 0) return [];
  return db
    .selectFrom("presets")
    .select(["id", "camera_id", "name", "is_home", "is_default"])
    .where("camera_id", "in", [...cameraIds])
    .orderBy("camera_id")
    .orderBy("id")
    .execute();
}
export type PresetRow = Awaited<ReturnType<typeof historyPresets>>[number];

/**
 * Archive cabinets with their client and location (each one's archive camera's record), the one
 * query behind the history calls' cabinets and {@link cabinetRecord}.
 */
async function historyCabinets(db: QueryDb, cabinetIds: readonly number[]) {
  if (cabinetIds.length === 0) return [];
  return fromCabinetsWithPlace(db)
    .select([
      "a.id",
      "a.name",
      "a.camera_name",
      "a.client_id",
      "c.name as client_name",
      "a.location_id",
      ...LOCATION_SELECTION,
    ])
    .where("a.id", "in", [...cabinetIds])
    .execute();
}
export type HistoryCabinet = Awaited<ReturnType<typeof historyCabinets>>[number];

/** Retrievals with their unit's client. */
function retrievalRows(db: QueryDb) {
  return db
    .selectFrom("requested_videos as r")
    .innerJoin("live_units as u", "u.id", "r.live_unit_id")
    .select([
      "r.id",
      "r.camera_id",
      "r.live_unit_id",
      "u.client_id",
      "r.title",
      "r.status",
      "r.progress",
      "r.error",
      "r.start_ms",
      "r.stop_ms",
      "r.requested_at",
    ]);
}
export interface RetrievalRow {
  id: number;
  camera_id: number;
  live_unit_id: number;
  client_id: number;
  title: string;
  status: "queued" | "rendering" | "ready" | "failed";
  progress: number;
  error: string | null;
  start_ms: number;
  stop_ms: number;
  requested_at: number;
}
const asRetrieval = (r: Omit<RetrievalRow, "status"> & { status: string }): RetrievalRow => r as RetrievalRow;

/** Reads behind the history calls. */
export function createHistoryQueries(db: QueryDb) {
  return {
    /** Retrievals by id (unknown ids are absent). */
    async retrievals(retrievalIds: readonly number[]): Promise<Map<number, RetrievalRow>> {
      if (retrievalIds.length === 0) return new Map();
      const rows = await retrievalRows(db)
        .where("r.id", "in", [...retrievalIds])
        .execute();
      return new Map(rows.map((r) => [r.id, asRetrieval(r)]));
    },
    /** A live unit's retrievals still being made (queued or rendering), oldest first. */
    async unfinishedRetrievals(unitId: number, limit: number): Promise<RetrievalRow[]> {
      const rows = await retrievalRows(db)
        .where("r.live_unit_id", "=", unitId)
        .where("r.status", "in", ["queued", "rendering"])
        .orderBy("r.id")
        .limit(limit)
        .execute();
      return rows.map(asRetrieval);
    },
    /** The client of a live unit, or null when there is no such unit. */
    async unitClientId(unitId: number): Promise<number | null> {
      const row = await db.selectFrom("live_units").select("client_id").where("id", "=", unitId).executeTakeFirst();
      return row?.client_id ?? null;
    },
    /** Ids of the ready requested videos of these cameras, newest recorded first (at most 200). */
    async readyVideoIds(cameraIds: readonly number[]): Promise<number[]> {
      if (cameraIds.length === 0) return [];
      const rows = await db
        .selectFrom("requested_videos")
        .select("id")
        .where("camera_id", "in", [...cameraIds])
        .where("status", "=", "ready")
        .orderBy("start_ms", "desc")
        .orderBy("id", "desc")
        .limit(200)
        .execute();
      return rows.map((r) => r.id);
    },
    /** Cameras by id (unknown ids are absent). */
    async cameras(cameraIds: readonly number[]): Promise<Map<number, HistoryCamera>> {
      return new Map((await historyCameras(db, cameraIds)).map((c) => [c.id, c]));
    },
    async unitCameraIds(unitId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("cameras")
        .select("id")
        .where("live_unit_id", "=", unitId)
        .orderBy("position")
        .execute();
      return rows.map((r) => r.id);
    },
    presets: (cameraIds: readonly number[]): Promise<PresetRow[]> => historyPresets(db, cameraIds),
    async cabinets(cabinetIds: readonly number[]): Promise<Map<number, HistoryCabinet>> {
      return new Map((await historyCabinets(db, cabinetIds)).map((c) => [c.id, c]));
    },
  };
}
export type HistoryQueries = ReturnType<typeof createHistoryQueries>;

/** An archive cabinet with its client and location (its archive camera's record), or undefined. */
export async function cabinetRecord(db: QueryDb, cabinetId: number): Promise<HistoryCabinet | undefined> {
  return (await historyCabinets(db, [cabinetId]))[0];
}
