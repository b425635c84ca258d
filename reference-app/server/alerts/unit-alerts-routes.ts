import type { FastifyInstance } from "fastify";
import { AlertSubjectSchema, UNIT_ALERTS_MAX, UNIT_ALERTS_MAX_SPAN_MS } from "../../../widgets/core/schemas/alerts";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { alertsAccess } from "../routes/alert-routes";
import { liveUnitClientId, unitAlertsBetween } from "./unit-alerts.queries";

/**
 * `GET /api/live_units/{liveUnitId}/alerts?from=&to=` (beyond the spec: the history timeline's
 * alert markers): the unit's alerts raised in [from, to) (ms, at most a day apart), resolved or
 * not, earliest first, at most 200. Users with the security_alerts flag only (403); a unit of a
 * client the caller may not read answers 404, as one that does not exist.
 */
export function registerUnitAlertRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "unitAlerts", async ({ request, params, query }) => {
    const access = await alertsAccess(ctx, request);
    if (query.to <= query.from || query.to - query.from > UNIT_ALERTS_MAX_SPAN_MS)
      throw new HttpError(400, "'to' must be after 'from', and at most a day after it");
    const clientId = await liveUnitClientId(ctx.query, params.liveUnitId);
    if (clientId === undefined || !access.canReadClient(clientId)) throw notFound("Unit not found");
    const rows = await unitAlertsBetween(ctx.query, params.liveUnitId, query.from, query.to, UNIT_ALERTS_MAX);
    return ok(
      rows.map((row) => ({
        alertId: row.id,
        alertType: row.alert_type,
        alertSubject: AlertSubjectSchema.nullable().catch(null).parse(row.alert_subject),
        alertTimestamp: new Date(row.alert_ms).toISOString(),
        state: row.state,
        cameraId: row.camera_id,
      })),
    );
  });
}
