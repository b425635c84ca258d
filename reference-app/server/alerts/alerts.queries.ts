import { sql } from "kysely";
import type { QueryDb } from "../db/query-layer";

/**
 * Every query of alerts/ (the store, the service's unit lookups, the plan's alerting units, the
 * flag check of the socket namespace), on both engines. Alert and media rows are selected under the
 * contract's field names (`AlertSchema`, `AlertMediaSchema`), times still in milliseconds.
 */

export interface NewAlertRow {
  alertType: string;
  alertSubject: string | null;
  alertMs: number;
  cameraId: number;
  cameraRole: string;
  sensorId: string | null;
  clientId: number;
  liveUnitId: number;
  origin: string;
  mediaState: string;
}

/** Stores a new alert ('new', no media yet) and answers its id. */
export async function insertAlert(db: QueryDb, a: NewAlertRow): Promise<number> {
  const row = await db
    .insertInto("alerts")
    .values({
      alert_type: a.alertType,
      alert_subject: a.alertSubject,
      alert_ms: a.alertMs,
      state: "new",
      camera_id: a.cameraId,
      camera_role: a.cameraRole,
      sensor_id: a.sensorId,
      client_id: a.clientId,
      live_unit_id: a.liveUnitId,
      origin: a.origin,
      media_state: a.mediaState,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An alert with its client, unit and location, under the contract's names. */
const alertSelect = (db: QueryDb) =>
  db
    .selectFrom("alerts as a")
    .innerJoin("live_units as u", "u.id", "a.live_unit_id")
    .innerJoin("clients as c", "c.id", "a.client_id")
    .leftJoin("locations as l", "l.id", "u.location_id")
    .select([
      "a.id as alertId",
      "a.alert_type as alertType",
      "a.alert_subject as alertSubject",
      "a.alert_ms as alertMs",
      "a.state as state",
      "a.camera_id as cameraId",
      "a.camera_role as cameraRole",
      "a.sensor_id as sensorId",
      "a.client_id as clientId",
      "c.name as clientName",
      "u.location_id as locationId",
      "l.name as locationName",
      "l.time_zone as timeZone",
      "a.live_unit_id as liveUnitId",
      "u.name as liveUnitName",
      "u.serial as serial",
    ]);

export async function alertRow(db: QueryDb, alertId: number): Promise<unknown> {
  return alertSelect(db).where("a.id", "=", alertId).executeTakeFirst();
}

/** Unresolved alerts of these clients: newest first, equal times by the higher id first. */
export async function openAlertRows(db: QueryDb, clientIds: readonly number[]): Promise<unknown[]> {
  if (clientIds.length === 0) return [];
  return alertSelect(db)
    .where("a.state", "=", "new")
    .where("a.client_id", "in", clientIds)
    .orderBy("a.alert_ms", "desc")
    .orderBy("a.id", "desc")
    .execute();
}

const mediaColumns = [
  "m.alert_id as alertId",
  "m.media_ms as mediaMs",
  "m.camera_id as cameraId",
  "m.camera_role as cameraRole",
  "m.mime_type as mimeType",
  "m.url as url",
] as const;

/** An alert's media in the order they were added. */
export async function alertMediaRows(db: QueryDb, alertId: number): Promise<unknown[]> {
  return db
    .selectFrom("alert_media as m")
    .select(mediaColumns)
    .where("m.alert_id", "=", alertId)
    .orderBy("m.seq")
    .execute();
}

/** The media of these clients' unresolved alerts, by alert then order added. */
export async function openAlertMediaRows(db: QueryDb, clientIds: readonly number[]): Promise<unknown[]> {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom("alert_media as m")
    .innerJoin("alerts as a", "a.id", "m.alert_id")
    .select(mediaColumns)
    .where("a.state", "=", "new")
    .where("a.client_id", "in", clientIds)
    .orderBy("m.alert_id")
    .orderBy("m.seq")
    .execute();
}

export interface NewMediaRow {
  mediaMs: number;
  cameraId: number;
  cameraRole: string;
  mimeType: string;
  url: string;
}

/** Appends media after the alert's last (one transaction). */
export async function appendAlertMedia(db: QueryDb, alertId: number, items: readonly NewMediaRow[]): Promise<void> {
  if (items.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("alert_media")
      .select((eb) => eb.fn.coalesce(eb.fn.max("seq"), sql<number>`0`).as("seq"))
      .where("alert_id", "=", alertId)
      .executeTakeFirstOrThrow();
    const first = Number(last.seq) + 1;
    await trx
      .insertInto("alert_media")
      .values(
        items.map((m, i) => ({
          alert_id: alertId,
          seq: first + i,
          media_ms: m.mediaMs,
          camera_id: m.cameraId,
          camera_role: m.cameraRole,
          mime_type: m.mimeType,
          url: m.url,
        })),
      )
      .execute();
  });
}

export async function updateMediaState(db: QueryDb, alertId: number, state: string): Promise<void> {
  await db.updateTable("alerts").set({ media_state: state }).where("id", "=", alertId).execute();
}

/** Marks an unresolved alert resolved; false when it was not unresolved. */
export async function resolveAlertRow(
  db: QueryDb,
  alertId: number,
  r: { userId: number; atMs: number; tags: string; note: string },
): Promise<boolean> {
  const result = await db
    .updateTable("alerts")
    .set({ state: "resolved", resolved_by: r.userId, resolved_ms: r.atMs, resolve_tags: r.tags, resolve_note: r.note })
    .where("id", "=", alertId)
    .where("state", "=", "new")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function resolutionRow(db: QueryDb, alertId: number) {
  return db
    .selectFrom("alerts")
    .select(["resolved_by", "resolved_ms", "resolve_tags", "resolve_note"])
    .where("id", "=", alertId)
    .where("state", "=", "resolved")
    .executeTakeFirst();
}

/** Unresolved alerts whose media were still being made. */
export async function pendingMediaRows(db: QueryDb) {
  return db
    .selectFrom("alerts")
    .select(["id", "alert_ms", "alert_subject", "live_unit_id"])
    .where("state", "=", "new")
    .where("media_state", "=", "pending")
    .orderBy("id")
    .execute();
}

export async function openAlertCount(db: QueryDb, clientId: number): Promise<number> {
  const row = await db
    .selectFrom("alerts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", "new")
    .where("client_id", "=", clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Units that may raise alerts: activated by `todayIso` (ISO text) and not deactivated, by id. */
export async function alertingUnitRows(db: QueryDb, todayIso: string) {
  return db
    .selectFrom("live_units")
    .select(["id", "client_id"])
    .where("date_deactivated", "is", null)
    .where((eb) => eb.or([eb("date_activated", "is", null), eb("date_activated", "<=", todayIso)]))
    .orderBy("id")
    .execute();
}

/** A unit's client and serial, or undefined. */
export async function alertUnit(db: QueryDb, liveUnitId: number) {
  return db
    .selectFrom("live_units")
    .select(["id", "client_id", "serial"])
    .where("id", "=", liveUnitId)
    .executeTakeFirst();
}

/** A unit's cameras by position (0 the PTZ, 1 left, 2 right). */
export async function unitCamerasByPosition(db: QueryDb, liveUnitId: number) {
  return db
    .selectFrom("cameras")
    .select(["id", "position"])
    .where("live_unit_id", "=", liveUnitId)
    .orderBy("position")
    .execute();
}
