import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { ClientSchema } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { ok } from "../http/envelope";
import { readQuery } from "../http/query";

const ClientsQuerySchema = z.object({ page_type: z.string().max(50).optional() });

/** Clients, user info, feature flags and product entitlements of the caller. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const clientsOf = ctx.db.prepare(
    "SELECT id, name FROM clients WHERE id IN (SELECT value FROM json_each(?)) ORDER BY name, id",
  );

  app.get("/api/clients", async (request) => {
    const access = ctx.access(request);
    ClientsQuerySchema.parse(readQuery(request));
    return ok(z.array(ClientSchema).parse(clientsOf.all(JSON.stringify(access.clientIds))));
  });

  app.get("/api/vms/user_info", async (request) => {
    const { user } = ctx.access(request);
    return ok({
      id: user.id,
      lvtc: user.lvtc,
      lvtu: user.lvtu,
      lvtr: user.lvtr,
      name: user.name,
      username: user.username,
      videoPreference: user.video_preference,
      timeZone: user.time_zone,
      permissions: user.permissions,
    });
  });

  app.get("/api/feature_flags", async (request) => ok({ flags: ctx.access(request).user.flags }));

  app.get("/api/user/product-entitlements", async (request) => ok(ctx.access(request).user.entitlements));
}
