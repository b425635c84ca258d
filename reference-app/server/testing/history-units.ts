import type { TestServer } from "./server-test";

/**
 * The live unit the history tests read: the first of `clientId`'s units (not unit 1) that is live,
 * activated before `activatedBefore` (so its recording window is not cut short by activation), and
 * whose cameras all report (none grey: each can request video).
 */
export function healthyUnit(server: TestServer, clientId: number, activatedBefore = "2026-06-01"): Promise<number> {
  return server.idOf(
    `SELECT u.id FROM live_units u WHERE u.client_id = ? AND u.id > 1
      AND u.date_activated < ? AND u.date_deactivated IS NULL
      AND NOT EXISTS (SELECT 1 FROM cameras k WHERE k.live_unit_id = u.id AND k.health_color = 'grey')
      ORDER BY u.id LIMIT 1`,
    clientId,
    activatedBefore,
  );
}
