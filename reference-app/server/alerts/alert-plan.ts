import { ALERT_SUBJECTS, ALERT_TYPES, type CameraRole } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";
import { createRandom } from "../seed/prng";
import { alertingUnitRows } from "./alerts.queries";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID } from "../seed/fleet";

/** The seed of the alert generator when `ALERT_SEED` is not set. */
export const DEFAULT_ALERT_SEED = 20261110;

export type AlertSubject = (typeof ALERT_SUBJECTS)[number];

/** What the generator decided for one alert (the unit's cameras are looked up when raised). */
export interface AlertPick {
  liveUnitId: number;
  clientId: number;
  alertType: string;
  alertSubject: AlertSubject;
  /** The role of what triggered it: a camera (Left, Primary, Right), the radar, or a sensor (None). */
  cameraRole: CameraRole;
}

/** Sensor alerts: the unit itself raised them, no camera did. */
const SENSOR_TYPES = new Set(["lowvoltagedisconnect", "powerloss", "mastmovement"]);
const CAMERA_TRIGGERS: CameraRole[] = ["Primary", "Primary", "Left", "Right"];

/**
 * Where generated alerts go: 40 % on the operator's client, 40 % on the clients of `multi`, 20 %
 * on any client (what `admin` sees), so every demo user with the security_alerts flag gets some.
 */
export const CLIENT_GROUP_WEIGHTS = [0.4, 0.4, 0.2] as const;

/** Units that may raise alerts: activated (not in the future) and not deactivated, in id order. */
export async function alertingUnits(db: QueryDb, nowMs: number): Promise<{ id: number; clientId: number }[]> {
  const today = new Date(nowMs).toISOString();
  return (await alertingUnitRows(db, today)).map((r) => ({ id: r.id, clientId: r.client_id }));
}

/** The role of the trigger for a type, from one draw in [0, 1). */
export function triggerRole(alertType: string, draw: number): CameraRole {
  if (SENSOR_TYPES.has(alertType)) return "None";
  if (alertType === "intrusion" && draw < 0.3) return "Radar";
  return CAMERA_TRIGGERS[Math.floor(draw * CAMERA_TRIGGERS.length)] ?? "Primary";
}

/**
 * A deterministic sequence of alert picks: the same seed and units give the same sequence (each
 * pick takes exactly five draws). Every type of ALERT_TYPES and subject of ALERT_SUBJECTS occurs.
 */
export function createAlertPlanner(units: readonly { id: number; clientId: number }[], seed = DEFAULT_ALERT_SEED) {
  const random = createRandom(seed);
  const groups = [
    units.filter((u) => u.clientId === OPERATOR_CLIENT_ID),
    units.filter((u) => MULTI_CLIENT_IDS.includes(u.clientId)),
    units,
  ];
  return {
    /** The next pick; `accept` may refuse a unit (e.g. its client has too many open alerts): then null. */
    next(accept: (unit: { id: number; clientId: number }) => boolean = () => true): AlertPick | null {
      const group = groups[random.weighted([...CLIENT_GROUP_WEIGHTS])] ?? units;
      const unitDraw = random.next();
      const alertType = ALERT_TYPES[Math.floor(random.next() * ALERT_TYPES.length)] ?? "other";
      const alertSubject = ALERT_SUBJECTS[Math.floor(random.next() * ALERT_SUBJECTS.length)] ?? "person";
      const roleDraw = random.next();
      const unit = group[Math.floor(unitDraw * group.length)];
      if (!unit || !accept(unit)) return null;
      return {
        liveUnitId: unit.id,
        clientId: unit.clientId,
        alertType,
        alertSubject,
        cameraRole: triggerRole(alertType, roleDraw),
      };
    },
    /** A pick for a given unit (the test hook), with the type and subject given or drawn. */
    forUnit(
      unit: { id: number; clientId: number },
      given: { alertType?: string; alertSubject?: AlertSubject },
    ): AlertPick {
      const alertType = given.alertType ?? ALERT_TYPES[Math.floor(random.next() * ALERT_TYPES.length)] ?? "other";
      const alertSubject =
        given.alertSubject ?? ALERT_SUBJECTS[Math.floor(random.next() * ALERT_SUBJECTS.length)] ?? "person";
      return {
        liveUnitId: unit.id,
        clientId: unit.clientId,
        alertType,
        alertSubject,
        cameraRole: triggerRole(alertType, random.next()),
      };
    },
  };
}
export type AlertPlanner = ReturnType<typeof createAlertPlanner>;
