import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Server } from "socket.io";
import type { Access } from "../auth";
import type { AlertService } from "./alert-service";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, ok } from "../http/envelope";
import { dropTransports } from "../http/faults";

/**
 * Test hooks, registered only with `VMS_TEST_HOOKS=1` (`testHooks: true`); without it these paths
 * answer 404. No sign-in is needed; when the caller is signed in, an alert without `liveUnitId`
 * goes to one of their clients' units.
 * - `POST /api/test/alerts` `{ liveUnitId?, alertType?, alertSubject?, media? }` → `{ alertId }`
 * - `POST /api/test/sockets/drop` → `{ dropped }`: cuts every socket transport (recoverable).
 */
export function registerTestHookRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  alerts: AlertService,
  io: Server,
): void {
  const optionalCaller = async (request: FastifyRequest): Promise<Access | null> => {
    try {
      return await ctx.access(request);
    } catch {
      return null;
    }
  };

  contractRoute(app, "testRaiseAlert", async ({ request, body }) => {
    const alert = await alerts.raiseForTest(body, await optionalCaller(request));
    if (alert === "no-unit") throw new HttpError(404, "Live unit not found");
    return ok({ alertId: alert.alertId });
  });

  contractRoute(app, "testDropSockets", () => ok({ dropped: dropTransports(io) }));
}
