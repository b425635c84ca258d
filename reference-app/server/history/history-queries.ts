import type { Database } from "better-sqlite3";
import * as z from "zod";

const HistoryCameraSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.number(),
  health_color: z.string(),
  live_unit_id: z.number(),
  client_id: z.number(),
  date_activated: z.string().nullable(),
  date_deactivated: z.string().nullable(),
});
export type HistoryCamera = z.infer<typeof HistoryCameraSchema>;

const PresetRowSchema = z.object({
  id: z.number(),
  camera_id: z.number(),
  name: z.string(),
  is_home: z.number(),
  is_default: z.number(),
});
export type PresetRow = z.infer<typeof PresetRowSchema>;

const HistoryCabinetSchema = z.object({
  id: z.number(),
  name: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  camera_name: z.string().nullable(),
  location_name: z.string().nullable(),
  time_zone: z.string().nullable(),
});
export type HistoryCabinet = z.infer<typeof HistoryCabinetSchema>;

const RetrievalRowSchema = z.object({
  id: z.number(),
  camera_id: z.number(),
  live_unit_id: z.number(),
  client_id: z.number(),
  title: z.string(),
  status: z.enum(["queued", "rendering", "ready", "failed"]),
  progress: z.number(),
  error: z.string().nullable(),
  start_ms: z.number(),
  stop_ms: z.number(),
  requested_at: z.number(),
});
export type RetrievalRow = z.infer<typeof RetrievalRowSchema>;

const ids = (values: readonly number[]): string => JSON.stringify(values);

/** Reads behind the history calls: cameras with their unit's client and dates, presets, cabinets. */
export function createHistoryQueries(db: Database) {
  const cameras = db.prepare(`SELECT k.id, k.name, k.active, k.health_color, k.live_unit_id, u.client_id,
      u.date_activated, u.date_deactivated
    FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE k.id IN (SELECT value FROM json_each(?))`);
  const unitCameraIds = db.prepare("SELECT id FROM cameras WHERE live_unit_id = ? ORDER BY position").pluck();
  const presets = db.prepare(`SELECT id, camera_id, name, is_home, is_default FROM presets
    WHERE camera_id IN (SELECT value FROM json_each(?)) ORDER BY camera_id, id`);
  const cabinets = db.prepare(`SELECT a.id, a.name, a.client_id, c.name AS client_name, a.camera_name,
      l.name AS location_name, l.time_zone
    FROM archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id
    WHERE a.id IN (SELECT value FROM json_each(?))`);
  const retrievals = db.prepare(`SELECT r.id, r.camera_id, r.live_unit_id, u.client_id, r.title, r.status, r.progress,
      r.error, r.start_ms, r.stop_ms, r.requested_at
    FROM requested_videos r JOIN live_units u ON u.id = r.live_unit_id WHERE r.id IN (SELECT value FROM json_each(?))`);
  const unfinished = db.prepare(`SELECT r.id, r.camera_id, r.live_unit_id, u.client_id, r.title, r.status, r.progress,
      r.error, r.start_ms, r.stop_ms, r.requested_at
    FROM requested_videos r JOIN live_units u ON u.id = r.live_unit_id
    WHERE r.live_unit_id = ? AND r.status IN ('queued', 'rendering') ORDER BY r.id LIMIT ?`);
  const unitClient = db.prepare("SELECT client_id FROM live_units WHERE id = ?").pluck();
  const readyVideos = db
    .prepare(
      `SELECT id FROM requested_videos WHERE camera_id IN (SELECT value FROM json_each(?)) AND status = 'ready'
      ORDER BY start_ms DESC, id DESC LIMIT 200`,
    )
    .pluck();
  return {
    /** Retrievals by id (unknown ids are absent). */
    retrievals: (retrievalIds: readonly number[]): Map<number, RetrievalRow> =>
      new Map(
        z
          .array(RetrievalRowSchema)
          .parse(retrievals.all(ids(retrievalIds)))
          .map((r) => [r.id, r]),
      ),
    /** A live unit's retrievals still being made (queued or rendering), oldest first. */
    unfinishedRetrievals: (unitId: number, limit: number): RetrievalRow[] =>
      z.array(RetrievalRowSchema).parse(unfinished.all(unitId, limit)),
    /** The client of a live unit, or null when there is no such unit. */
    unitClientId: (unitId: number): number | null =>
      z
        .number()
        .nullable()
        .parse(unitClient.get(unitId) ?? null),
    /** Ids of the ready requested videos of these cameras, newest recorded first (at most 200). */
    readyVideoIds: (cameraIds: readonly number[]): number[] =>
      z.array(z.number()).parse(readyVideos.all(ids(cameraIds))),
    /** Cameras by id (unknown ids are absent). */
    cameras: (cameraIds: readonly number[]): Map<number, HistoryCamera> =>
      new Map(
        z
          .array(HistoryCameraSchema)
          .parse(cameras.all(ids(cameraIds)))
          .map((c) => [c.id, c]),
      ),
    unitCameraIds: (unitId: number): number[] => z.array(z.number()).parse(unitCameraIds.all(unitId)),
    presets: (cameraIds: readonly number[]): PresetRow[] => z.array(PresetRowSchema).parse(presets.all(ids(cameraIds))),
    cabinets: (cabinetIds: readonly number[]): Map<number, HistoryCabinet> =>
      new Map(
        z
          .array(HistoryCabinetSchema)
          .parse(cabinets.all(ids(cabinetIds)))
          .map((c) => [c.id, c]),
      ),
  };
}
export type HistoryQueries = ReturnType<typeof createHistoryQueries>;
