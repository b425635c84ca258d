import type { QueryDb } from "../db/query-layer";
import {
  alertMediaRows,
  alertRow,
  appendAlertMedia,
  insertAlert,
  openAlertCount,
  openAlertMediaRows,
  openAlertRows,
  pendingMediaRows,
  resolutionRow,
  resolveAlertRow,
  updateMediaState,
} from "./alerts.queries";
import * as z from "zod";
import {
  AlertMediaSchema,
  AlertSchema,
  type AlertSubjectSchema,
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

const A = AlertSchema.shape;
/** A stored alert as selected (alerts.queries.ts): the contract's fields, its time in milliseconds. */
const AlertRowSchema = AlertSchema.omit({ alertTimestamp: true, locationTimezone: true, media: true }).extend({
  alertId: A.alertId,
  alertMs: z.number(),
  timeZone: z.string().nullable(),
});

/** A stored medium: the contract's fields, its time in milliseconds, and its alert. */
const MediaRowSchema = AlertMediaSchema.omit({ mediaTimestamp: true }).extend({
  alertId: z.number(),
  mediaMs: z.number(),
});

/** A unit without a location is shown in UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

const iso = (ms: number) => new Date(ms).toISOString();

function toMedia({ mediaMs, alertId: _alertId, ...row }: z.infer<typeof MediaRowSchema>): AlertMedia {
  return { mediaTimestamp: iso(mediaMs), ...row };
}

function toAlert({ alertMs, timeZone, ...row }: z.infer<typeof AlertRowSchema>, media: AlertMedia[]): Alert {
  return { ...row, alertTimestamp: iso(alertMs), locationTimezone: timeZone ?? DEFAULT_TIME_ZONE, media };
}

export interface Resolution {
  userId: number;
  atMs: number;
  tags: ResolveTag[];
  note: string;
}

/**
 * Alerts and their media in the database (either engine); every read answers the contract's
 * `Alert` shape.
 */
export function createAlertStore(db: QueryDb) {
  const media = async (alertId: number) =>
    z
      .array(MediaRowSchema)
      .parse(await alertMediaRows(db, alertId))
      .map(toMedia);

  return {
    /** Stores a new alert ('new', no media yet) and answers its id. */
    insert(a: NewAlert): Promise<number> {
      return insertAlert(db, a);
    },
    /** The alert with its ready media, or null. */
    async get(alertId: number): Promise<Alert | null> {
      const raw = await alertRow(db, alertId);
      return raw === undefined ? null : toAlert(AlertRowSchema.parse(raw), await media(alertId));
    },
    /** Unresolved alerts of these clients with their media: newest first, equal times by the higher id first. */
    async listOpen(clientIds: readonly number[]): Promise<Alert[]> {
      const byAlert = new Map<number, AlertMedia[]>();
      for (const row of z.array(MediaRowSchema).parse(await openAlertMediaRows(db, clientIds))) {
        const list = byAlert.get(row.alertId);
        if (list) list.push(toMedia(row));
        else byAlert.set(row.alertId, [toMedia(row)]);
      }
      return z
        .array(AlertRowSchema)
        .parse(await openAlertRows(db, clientIds))
        .map((row) => toAlert(row, byAlert.get(row.alertId) ?? []));
    },
    /** Appends ready media (in the order given). */
    addMedia(alertId: number, items: readonly AlertMedia[]): Promise<void> {
      return appendAlertMedia(
        db,
        alertId,
        items.map((m) => ({ ...m, mediaMs: Date.parse(m.mediaTimestamp) })),
      );
    },
    setMediaState(alertId: number, state: MediaState): Promise<void> {
      return updateMediaState(db, alertId, state);
    },
    /** Marks the alert resolved; false when it was not unresolved (missing or already resolved). */
    resolve(alertId: number, r: Resolution): Promise<boolean> {
      return resolveAlertRow(db, alertId, {
        userId: r.userId,
        atMs: r.atMs,
        tags: JSON.stringify(r.tags),
        note: r.note,
      });
    },
    /** Who resolved the alert, when, with which tags and note (null while unresolved). */
    async resolution(alertId: number): Promise<Resolution | null> {
      const row = await resolutionRow(db, alertId);
      if (!row) return null;
      return {
        userId: Number(row.resolved_by),
        atMs: Number(row.resolved_ms),
        tags: JSON.parse(row.resolve_tags ?? "[]") as ResolveTag[],
        note: row.resolve_note ?? "",
      };
    },
    /** Unresolved alerts whose media were still being made (after a restart). */
    async pendingMedia(): Promise<{ id: number; alertMs: number; subject: string | null; liveUnitId: number }[]> {
      return (await pendingMediaRows(db)).map((r) => ({
        id: r.id,
        alertMs: r.alert_ms,
        subject: r.alert_subject,
        liveUnitId: r.live_unit_id,
      }));
    },
    openCount(clientId: number): Promise<number> {
      return openAlertCount(db, clientId);
    },
  };
}
export type AlertStore = ReturnType<typeof createAlertStore>;
