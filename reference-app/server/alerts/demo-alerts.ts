import { ALERT_SUBJECTS, ALERT_TYPES } from "../../../widgets/core/schemas";
import { createRandom } from "../seed/prng";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID } from "../seed/fleet";
import { triggerRole } from "./alert-plan";
import type { AlertService } from "./alert-service";

/**
 * Unresolved alerts kept for the demo users' clients at start: `operator` (client 1), `multi`
 * (clients 2–9) and, for `admin`, two on other clients. Only what is missing is raised, so a
 * database whose alerts were resolved gets new ones on the next start.
 */
export const DEMO_ALERT_TARGETS = [
  { clients: [OPERATOR_CLIENT_ID], count: 5 },
  { clients: MULTI_CLIENT_IDS, count: 5 },
  { clients: [20, 30, 40], count: 2 },
] as const;

/** Demo alerts are spread over the last this many ms. */
const SPREAD_MS = 3 * 3_600_000;

/** Raises the demo alerts still missing (backdated, with media); answers how many. */
export async function seedDemoAlerts(service: AlertService, nowMs: number, seed: number): Promise<number> {
  const random = createRandom(seed + 3);
  let raised = 0;
  let typeIndex = 0;
  for (const target of DEMO_ALERT_TARGETS) {
    const clients = new Set<number>(target.clients);
    let open = 0;
    for (const id of target.clients) open += await service.store.openCount(id);
    const units = service.units.filter((u) => clients.has(u.clientId));
    for (let i = open; i < target.count && units.length > 0; i++) {
      const unit = random.pick(units);
      // Spread over the types so the demo list shows many icons; intrusion first.
      const alertType = ALERT_TYPES[(ALERT_TYPES.indexOf("intrusion") + typeIndex++) % ALERT_TYPES.length] ?? "other";
      await service.raise(
        {
          liveUnitId: unit.id,
          clientId: unit.clientId,
          alertType,
          alertSubject: random.pick(ALERT_SUBJECTS),
          cameraRole: triggerRole(alertType, random.next()),
        },
        {
          origin: "seed",
          atMs: nowMs - Math.round(((i + 1) / (target.count + 1)) * SPREAD_MS * random.next()) - 60_000,
        },
      );
      raised += 1;
    }
  }
  return raised;
}
