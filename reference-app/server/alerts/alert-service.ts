import type { Alert, CameraRole, ResolvePayload } from "../../../widgets/core/schemas";
import type { Access } from "../auth";
import type { QueryDb } from "../db/query-layer";
import { alertUnit, unitCamerasByPosition } from "./alerts.queries";
import { createRandom } from "../seed/prng";
import type { AlertEmitter } from "./alert-events";
import { MEDIA_ROLES, mediaKey, type AlertMediaSource, type MediaRole } from "./alert-media-source";
import { alertingUnits, createAlertPlanner, DEFAULT_ALERT_SEED, type AlertPick, type AlertSubject } from "./alert-plan";
import { createAlertStore, type AlertOrigin } from "./alert-store";

/** The generator leaves a client alone while it has this many unresolved alerts. */
export const DEFAULT_MAX_OPEN_PER_CLIENT = 500;

export interface AlertServiceOptions {
  /** The query layer (either engine). */
  query: QueryDb;
  /** The SQLite file, when the alert tables may still be missing there (until migrations hold them). */
  emitter: AlertEmitter;
  /** Where alert media come from; null: alerts get no media (benchmarks). */
  media: AlertMediaSource | null;
  seed?: number;
  maxOpenPerClient?: number;
  now?: () => number;
}

export interface RaiseOptions {
  origin: AlertOrigin;
  /** The moment of the alert (default now). */
  atMs?: number;
  /** Make media for it (default true when a media source exists). */
  media?: boolean;
}

export type ResolveOutcome = "resolved" | "not-found" | "already-resolved";

const SENSOR_SUFFIX: Record<string, string> = {
  powerloss: "power",
  lowvoltagedisconnect: "battery",
  mastmovement: "tilt",
};

/** Camera position in its unit → media role: the PTZ camera is Primary, the fixed ones Left and Right. */
const ROLE_OF_POSITION: Record<number, MediaRole> = { 0: "Primary", 1: "Left", 2: "Right" };

/**
 * Raising, media and resolving of alerts: every change is stored first, then emitted on
 * /security_alerts in the same tick, so `GET /api/alerts` and the event stream never disagree.
 */
export async function createAlertService(options: AlertServiceOptions) {
  const { query: db, emitter } = options;
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_ALERT_SEED;
  const maxOpen = options.maxOpenPerClient ?? DEFAULT_MAX_OPEN_PER_CLIENT;
  const store = createAlertStore(db);
  const units = await alertingUnits(db, now());
  const generatorPlan = createAlertPlanner(units, seed);
  const hookPlan = createAlertPlanner(units, seed + 1);
  const hookRandom = createRandom(seed + 2);
  const unitCameras = (liveUnitId: number) => unitCamerasByPosition(db, liveUnitId);

  const startMedia = async (alert: Alert, subject: AlertSubject, atMs: number, announced?: ReadonlySet<string>) => {
    const cameras = (await unitCameras(alert.liveUnitId)).flatMap((c) => {
      const role = ROLE_OF_POSITION[c.position];
      return role ? [{ cameraId: c.id, cameraRole: role }] : [];
    });
    cameras.sort((a, b) => MEDIA_ROLES.indexOf(a.cameraRole) - MEDIA_ROLES.indexOf(b.cameraRole));
    // This alert's media writes, in the order the source reports them.
    let pending: Promise<void> = Promise.resolve();
    options.media?.produce(
      { alertId: alert.alertId, atMs, subject, cameras, announced },
      {
        // Stored first, then emitted (GET /api/alerts and the events never disagree).
        ready(media) {
          pending = pending
            .then(() => store.addMedia(alert.alertId, media))
            .then(() => emitter.media(alert.clientId, { alertId: alert.alertId, media }))
            .catch((error: unknown) => console.error("alert media:", error));
        },
        done(state) {
          pending = pending
            .then(() => store.setMediaState(alert.alertId, state))
            .catch((error: unknown) => console.error("alert media state:", error));
        },
      },
    );
  };

  /** Stores the alert, emits 'alert raised' and starts its media. */
  const raise = async (pick: AlertPick, raiseOptions: RaiseOptions): Promise<Alert> => {
    const unit = await alertUnit(db, pick.liveUnitId);
    if (!unit) throw new Error(`no live unit ${pick.liveUnitId}`);
    const cameras = await unitCameras(unit.id);
    const position = pick.cameraRole === "Left" ? 1 : pick.cameraRole === "Right" ? 2 : 0;
    const camera = cameras.find((c) => c.position === position) ?? cameras[0];
    if (!camera) throw new Error(`live unit ${unit.id} has no camera`);
    const role: CameraRole = camera.position === position ? pick.cameraRole : "Primary";
    const sensorId =
      role === "None"
        ? `${unit.serial}-${SENSOR_SUFFIX[pick.alertType] ?? "sensor"}`
        : role === "Radar"
          ? `${unit.serial}-radar`
          : null;
    const withMedia = (raiseOptions.media ?? true) && options.media !== null;
    const atMs = raiseOptions.atMs ?? now();
    const id = await store.insert({
      alertType: pick.alertType,
      alertSubject: pick.alertSubject,
      alertMs: atMs,
      cameraId: camera.id,
      cameraRole: role,
      sensorId,
      clientId: unit.client_id,
      liveUnitId: unit.id,
      origin: raiseOptions.origin,
      mediaState: withMedia ? "pending" : "none",
    });
    const alert = await store.get(id);
    if (!alert) throw new Error(`alert ${id} vanished`);
    emitter.raised(alert);
    if (withMedia) await startMedia(alert, pick.alertSubject, atMs);
    return alert;
  };

  return {
    store,
    units,
    raise,
    /** The generator's next alert (deterministic by seed); null when its client has too many open. */
    async raiseGenerated(): Promise<Alert | null> {
      // The plan's draws are taken first (the same sequence for a seed), then the cap is checked.
      const pick = generatorPlan.next();
      if (!pick || (await store.openCount(pick.clientId)) >= maxOpen) return null;
      return raise(pick, { origin: "generator" });
    },
    /**
     * The test hook: an alert on the given unit, else on a unit of the caller's clients (any unit
     * when anonymous); type and subject as given, else drawn. Throws "no-unit" for an unknown unit.
     */
    async raiseForTest(
      input: { liveUnitId?: number; alertType?: string; alertSubject?: AlertSubject; media?: boolean },
      caller: Access | null,
    ): Promise<Alert | "no-unit"> {
      let unit: { id: number; clientId: number } | undefined;
      if (input.liveUnitId !== undefined) {
        const row = await alertUnit(db, input.liveUnitId);
        if (row === undefined) return "no-unit";
        unit = { id: row.id, clientId: row.client_id };
      } else {
        const readable = caller ? units.filter((u) => caller.canReadClient(u.clientId)) : units;
        if (readable.length === 0) return "no-unit";
        unit = hookRandom.pick(readable);
      }
      const pick = hookPlan.forUnit(unit, input);
      return raise(pick, { origin: "test", media: input.media });
    },
    /** Resolves an alert the caller may read; 'resolve initiated' goes to its client's sockets. */
    async resolve(alertId: number, access: Access, payload: ResolvePayload): Promise<ResolveOutcome> {
      const alert = await store.get(alertId);
      if (!alert || !access.canReadClient(alert.clientId)) return "not-found";
      const done = await store.resolve(alertId, {
        userId: access.user.id,
        atMs: now(),
        tags: payload.tags,
        note: payload.note,
      });
      if (!done) return "already-resolved";
      emitter.resolved(alert.clientId, { alertId });
      return "resolved";
    },
    /** After a restart: finish the media of unresolved alerts whose media were still being made. */
    async resumePendingMedia(): Promise<number> {
      if (!options.media) return 0;
      const pending = await store.pendingMedia();
      for (const p of pending) {
        const alert = await store.get(p.id);
        if (!alert) continue;
        const subject = (p.subject ?? "object") as AlertSubject;
        await startMedia(alert, subject, p.alertMs, new Set(alert.media.map(mediaKey)));
      }
      return pending.length;
    },
  };
}
export type AlertService = Awaited<ReturnType<typeof createAlertService>>;
