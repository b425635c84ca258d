import { describe, expect, it } from "vitest";
import { ALERT_SUBJECTS, ALERT_TYPES, CAMERA_ROLES } from "../../../widgets/core/schemas";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID } from "../seed/fleet";
import { createAlertPlanner, triggerRole, type AlertPick } from "./alert-plan";

/** A small fleet: 10 units of client 1, 10 of each multi client, 10 of client 40. */
const UNITS = [OPERATOR_CLIENT_ID, ...MULTI_CLIENT_IDS, 40].flatMap((clientId) =>
  Array.from({ length: 10 }, (_, i) => ({ id: clientId * 100 + i, clientId })),
);

const picks = (seed: number, n: number): AlertPick[] => {
  const plan = createAlertPlanner(UNITS, seed);
  return Array.from({ length: n }, () => plan.next()!);
};

describe("alert planner", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    expect(picks(42, 200)).toEqual(picks(42, 200));
    expect(picks(43, 200)).not.toEqual(picks(42, 200));
  });

  it("covers every type, subject and trigger role", () => {
    const list = picks(7, 2000);
    expect(new Set(list.map((p) => p.alertType))).toEqual(new Set(ALERT_TYPES));
    expect(new Set(list.map((p) => p.alertSubject))).toEqual(new Set(ALERT_SUBJECTS));
    expect(new Set(list.map((p) => p.cameraRole))).toEqual(new Set(CAMERA_ROLES));
  });

  it("sends about 40 % to the operator's client and 40 % to multi's clients", () => {
    const list = picks(9, 5000);
    const share = (ids: number[]) => list.filter((p) => ids.includes(p.clientId)).length / list.length;
    // 0.4 direct + 0.2 × (10 / 100 units) from the any-client group
    expect(share([OPERATOR_CLIENT_ID])).toBeCloseTo(0.42, 1);
    expect(share(MULTI_CLIENT_IDS)).toBeCloseTo(0.56, 1);
  });

  it("takes the same draws when a unit is refused, so the sequence does not shift", () => {
    const a = createAlertPlanner(UNITS, 5);
    const b = createAlertPlanner(UNITS, 5);
    const refused = a.next(() => false);
    expect(refused).toBeNull();
    b.next();
    expect(a.next()).toEqual(b.next());
  });

  it("sensor types have no camera trigger; intrusion is sometimes the radar", () => {
    for (const type of ["powerloss", "lowvoltagedisconnect", "mastmovement"])
      expect(triggerRole(type, 0.5)).toBe("None");
    expect(triggerRole("intrusion", 0.1)).toBe("Radar");
    expect(["Primary", "Left", "Right"]).toContain(triggerRole("fire", 0.99));
  });
});
