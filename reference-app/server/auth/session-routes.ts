import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { ClientSchema } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { clientsByIds } from "./auth.queries";
import { contractRoute } from "../http/contract-route";
import { ok } from "../http/envelope";

/** Clients, user info, feature flags and product entitlements of the caller. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "clients", async ({ request }) => {
    const access = await ctx.access(request);
    return ok(z.array(ClientSchema).parse(await clientsByIds(ctx.query, access.clientIds)));
  });

  contractRoute(app, "userInfo", async ({ request }) => {
    const { user } = await ctx.access(request);
    return ok({
      id: user.id,
      lvtc: user.lvtc,
      lvtu: user.lvtu,
      lvtr: user.lvtr,
      name: user.name,
      username: user.username,
      videoPreference: user.video_preference,
      videoQuality: user.video_quality,
      timeZone: user.time_zone,
      language: user.language,
      permissions: user.permissions,
    });
  });

  contractRoute(app, "featureFlags", async ({ request }) => ok({ flags: (await ctx.access(request)).user.flags }));

  contractRoute(app, "productEntitlements", async ({ request }) => ok((await ctx.access(request)).user.entitlements));
}
