import type { FastifyInstance, FastifyRequest } from "fastify";
import { alertMediaGrant, grantedAlert, type GrantMediaUrl } from "./alert-media-grants";
import { RESOLVE_ERRORS, RESOLVE_NOTE_MAX, ResolvePayloadSchema } from "../../../widgets/core/schemas";
import type { Access } from "../auth";
import { ALERTS_FLAG } from "./alert-events";
import type { AlertService } from "./alert-service";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";

/** The resolve rules' messages (document 3 §5), as the server answers them (400). */
export const RESOLVE_MESSAGES: Record<string, string> = {
  [RESOLVE_ERRORS.tagRequired]: "A tag is required",
  [RESOLVE_ERRORS.noteRequired]: "A note is required if 'Other' is selected",
  [RESOLVE_ERRORS.noteTooLong]: `The note must be at most ${RESOLVE_NOTE_MAX} characters`,
};

export const NO_ALERTS_FLAG_MESSAGE = `Alerts need the ${ALERTS_FLAG} feature`;

/** The caller, when they hold the security_alerts flag: otherwise 401 (not signed in) or 403. */
export async function alertsAccess(ctx: ServerContext, request: FastifyRequest): Promise<Access> {
  const access = await ctx.access(request);
  if (!access.user.flags.includes(ALERTS_FLAG)) throw new HttpError(403, NO_ALERTS_FLAG_MESSAGE);
  return access;
}

/** What is wrong with a resolve body, in the spec's words; empty when it is valid. */
export function resolveProblems(body: unknown, alertId: number): string[] {
  const parsed = ResolvePayloadSchema.safeParse(body);
  const problems = new Set<string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const known = RESOLVE_MESSAGES[issue.message];
      if (known) problems.add(known);
      else if (issue.path[0] === "tags" && issue.path.length === 1) problems.add(RESOLVE_MESSAGES.tag_required!);
      else if (issue.path[0] === "tags") problems.add(`Unknown tag at ${issue.path.join(".")}`);
      else problems.add(`${issue.path.join(".") || "body"}: ${issue.message}`);
    }
  } else if (parsed.data.alertId !== alertId) {
    problems.add("alertId in the body differs from the alert in the path");
  }
  return [...problems];
}

/**
 * `GET /api/alerts`, `GET /api/alerts/{alertId}`, `POST /api/alerts/{alertId}/resolve` (document 3
 * §7), for users with the security_alerts flag only (403 otherwise). Another client's alert is not
 * listed and answers 404. Resolving checks the body with the rules of ResolvePayloadSchema and
 * answers 400 with their messages; 409 when the alert is already resolved. Media URLs carry the
 * caller's grant (alert-media-grants.ts).
 */
export function registerAlertRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  alerts: AlertService,
  grantUrl: GrantMediaUrl | null = null,
): void {
  contractRoute(app, "alerts", async ({ request }) => {
    const access = await alertsAccess(ctx, request);
    const grant = alertMediaGrant(access.user.id, access.sessionId);
    return ok((await alerts.store.listOpen(access.clientIds)).map((alert) => grantedAlert(alert, grant, grantUrl)));
  });

  contractRoute(app, "alert", async ({ request, params }) => {
    const access = await alertsAccess(ctx, request);
    const alert = await alerts.store.get(params.alertId);
    if (!alert || !access.canReadClient(alert.clientId)) throw notFound("Alert not found");
    return ok(grantedAlert(alert, alertMediaGrant(access.user.id, access.sessionId), grantUrl));
  });

  // In its own scope so that the caller and the body are checked, with readable messages, before
  // the contract's parse of the body runs.
  void app.register(async (scope) => {
    scope.addHook("preHandler", async (request) => {
      await alertsAccess(ctx, request);
      const alertId = Number((request.params as { alertId?: string }).alertId);
      const problems = resolveProblems(request.body ?? {}, alertId);
      if (problems.length > 0) throw new HttpError(400, problems.join("; "));
    });
    contractRoute(scope, "resolveAlert", async ({ request, params, body }) => {
      const access = await alertsAccess(ctx, request);
      const outcome = await alerts.resolve(params.alertId, access, body);
      if (outcome === "not-found") throw notFound("Alert not found");
      if (outcome === "already-resolved") throw new HttpError(409, "This alert is already resolved");
      await ctx.audit.record({
        action: "alert.resolve",
        userId: access.user.id,
        actor: access.user.username,
        target: `alert:${params.alertId}`,
        ip: request.ip,
        details: { tags: body.tags },
      });
      return ok({ alertId: params.alertId, state: "resolved" as const });
    });
  });
}
