import type { Database } from "better-sqlite3";
import * as z from "zod";
import {
  AlertSubjectSchema,
  CameraRoleSchema,
  MEDIA_MIME_TYPES,
  type Alert,
  type AlertMedia,
  type CameraRole,
  type ResolveTag,
} from "../../../widgets/core/schemas";

export type AlertOrigin = "generator" | "seed" | "test";
export type MediaState = "pending" | "done" | "none" | "skipped";

/** What is stored when an alert is raised. */
export interface NewAlert {
  alertType: string;
  alertSubject: z.infer<typeof AlertSubjectSchema> | null;
  alertMs: number;
  cameraId: number;
  cameraRole: CameraRole;
  sensorId: string | null;
  clientId: number;
  liveUnitId: number;
  origin: AlertOrigin;
  mediaState: MediaState;
}

const AlertRowSchema = z.object({
  id: z.number(),
  alert_type: z.string(),
  alert_subject: AlertSubjectSchema.nullable(),
  alert_ms: z.number(),
  state: z.string(),
  camera_id: z.number(),
  camera_role: CameraRoleSchema,
  sensor_id: z.string().nullable(),
  client_id: z.number(),
  client_name: z.string(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  time_zone: z.string().nullable(),
  live_unit_id: z.number(),
  live_unit_name: z.string(),
  serial: z.string(),
});

const MediaRowSchema = z.object({
  alert_id: z.number(),
  media_ms: z.number(),
  camera_id: z.number(),
  camera_role: CameraRoleSchema,
  mime_type: z.enum(MEDIA_MIME_TYPES),
  url: z.string(),
});

const SELECT_ALERT = `SELECT a.id, a.alert_type, a.alert_subject, a.alert_ms, a.state, a.camera_id, a.camera_role,
    a.sensor_id, a.client_id, c.name AS client_name, u.location_id, l.name AS location_name, l.time_zone,
    a.live_unit_id, u.name AS live_unit_name, u.serial
  FROM alerts a JOIN live_units u ON u.id = a.live_unit_id JOIN clients c ON c.id = a.client_id
  LEFT JOIN locations l ON l.id = u.location_id`;

/** A unit without a location is shown in UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

const iso = (ms: number) => new Date(ms).toISOString();

function toMedia(row: z.infer<typeof MediaRowSchema>): AlertMedia {
  return {
    mediaTimestamp: iso(row.media_ms),
    cameraId: row.camera_id,
    mimeType: row.mime_type,
    url: row.url,
    cameraRole: row.camera_role,
  };
}

function toAlert(row: z.infer<typeof AlertRowSchema>, media: AlertMedia[]): Alert {
  return {
    alertId: row.id,
    alertType: row.alert_type,
    alertSubject: row.alert_subject,
    alertTimestamp: iso(row.alert_ms),
    state: row.state,
    cameraId: row.camera_id,
    cameraRole: row.camera_role,
    sensorId: row.sensor_id,
    clientId: row.client_id,
    clientName: row.client_name,
    locationId: row.location_id,
    locationName: row.location_name,
    locationTimezone: row.time_zone ?? DEFAULT_TIME_ZONE,
    liveUnitId: row.live_unit_id,
    liveUnitName: row.live_unit_name,
    serial: row.serial,
    media,
  };
}

export interface Resolution {
  userId: number;
  atMs: number;
  tags: ResolveTag[];
  note: string;
}

/** Alerts and their media in SQLite; every read answers the contract's `Alert` shape. */
export function createAlertStore(db: Database) {
  const insertStmt = db.prepare(`INSERT INTO alerts (alert_type, alert_subject, alert_ms, state, camera_id, camera_role,
    sensor_id, client_id, live_unit_id, origin, media_state) VALUES (?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?)`);
  const oneStmt = db.prepare(`${SELECT_ALERT} WHERE a.id = ?`);
  const openStmt = db.prepare(`${SELECT_ALERT} WHERE a.state = 'new'
    AND a.client_id IN (SELECT value FROM json_each(?)) ORDER BY a.alert_ms DESC, a.id DESC`);
  const mediaOfStmt = db.prepare(
    "SELECT alert_id, media_ms, camera_id, camera_role, mime_type, url FROM alert_media WHERE alert_id = ? ORDER BY seq",
  );
  const openMediaStmt = db.prepare(`SELECT m.alert_id, m.media_ms, m.camera_id, m.camera_role, m.mime_type, m.url
    FROM alert_media m JOIN alerts a ON a.id = m.alert_id WHERE a.state = 'new'
    AND a.client_id IN (SELECT value FROM json_each(?)) ORDER BY m.alert_id, m.seq`);
  const nextSeqStmt = db.prepare("SELECT coalesce(max(seq), 0) + 1 FROM alert_media WHERE alert_id = ?").pluck();
  const addMediaStmt = db.prepare(
    "INSERT INTO alert_media (alert_id, seq, media_ms, camera_id, camera_role, mime_type, url) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const mediaStateStmt = db.prepare("UPDATE alerts SET media_state = ? WHERE id = ?");
  const resolveStmt =
    db.prepare(`UPDATE alerts SET state = 'resolved', resolved_by = ?, resolved_ms = ?, resolve_tags = ?,
    resolve_note = ? WHERE id = ? AND state = 'new'`);
  const pendingStmt = db.prepare(
    "SELECT id, alert_ms, alert_subject, live_unit_id FROM alerts WHERE state = 'new' AND media_state = 'pending' ORDER BY id",
  );
  const openCountStmt = db.prepare("SELECT count(*) FROM alerts WHERE state = 'new' AND client_id = ?").pluck();
  const resolutionStmt = db.prepare(
    "SELECT resolved_by, resolved_ms, resolve_tags, resolve_note FROM alerts WHERE id = ? AND state = 'resolved'",
  );

  const media = (alertId: number) => z.array(MediaRowSchema).parse(mediaOfStmt.all(alertId)).map(toMedia);

  return {
    /** Stores a new alert ('new', no media yet) and answers its id. */
    insert(a: NewAlert): number {
      const result = insertStmt.run(
        a.alertType,
        a.alertSubject,
        a.alertMs,
        a.cameraId,
        a.cameraRole,
        a.sensorId,
        a.clientId,
        a.liveUnitId,
        a.origin,
        a.mediaState,
      );
      return Number(result.lastInsertRowid);
    },
    /** The alert with its ready media, or null. */
    get(alertId: number): Alert | null {
      const raw = oneStmt.get(alertId);
      return raw === undefined ? null : toAlert(AlertRowSchema.parse(raw), media(alertId));
    },
    /** Unresolved alerts of these clients with their media: newest first, equal times by the higher id first. */
    listOpen(clientIds: readonly number[]): Alert[] {
      const ids = JSON.stringify(clientIds);
      const byAlert = new Map<number, AlertMedia[]>();
      for (const row of z.array(MediaRowSchema).parse(openMediaStmt.all(ids))) {
        const list = byAlert.get(row.alert_id);
        if (list) list.push(toMedia(row));
        else byAlert.set(row.alert_id, [toMedia(row)]);
      }
      return z
        .array(AlertRowSchema)
        .parse(openStmt.all(ids))
        .map((row) => toAlert(row, byAlert.get(row.id) ?? []));
    },
    /** Appends ready media (in the order given). */
    addMedia: db.transaction((alertId: number, items: readonly AlertMedia[]) => {
      let seq = z.number().parse(nextSeqStmt.get(alertId));
      for (const m of items) {
        addMediaStmt.run(alertId, seq++, Date.parse(m.mediaTimestamp), m.cameraId, m.cameraRole, m.mimeType, m.url);
      }
    }),
    setMediaState(alertId: number, state: MediaState): void {
      mediaStateStmt.run(state, alertId);
    },
    /** Marks the alert resolved; false when it was not unresolved (missing or already resolved). */
    resolve(alertId: number, r: Resolution): boolean {
      return resolveStmt.run(r.userId, r.atMs, JSON.stringify(r.tags), r.note, alertId).changes === 1;
    },
    /** Who resolved the alert, when, with which tags and note (null while unresolved). */
    resolution(alertId: number): Resolution | null {
      const row = resolutionStmt.get(alertId) as
        { resolved_by: number; resolved_ms: number; resolve_tags: string; resolve_note: string } | undefined;
      if (!row) return null;
      return {
        userId: row.resolved_by,
        atMs: row.resolved_ms,
        tags: JSON.parse(row.resolve_tags) as ResolveTag[],
        note: row.resolve_note,
      };
    },
    /** Unresolved alerts whose media were still being made (after a restart). */
    pendingMedia(): { id: number; alertMs: number; subject: string | null; liveUnitId: number }[] {
      return (
        pendingStmt.all() as { id: number; alert_ms: number; alert_subject: string | null; live_unit_id: number }[]
      ).map((r) => ({ id: r.id, alertMs: r.alert_ms, subject: r.alert_subject, liveUnitId: r.live_unit_id }));
    },
    openCount(clientId: number): number {
      return z.number().parse(openCountStmt.get(clientId));
    },
  };
}
export type AlertStore = ReturnType<typeof createAlertStore>;
