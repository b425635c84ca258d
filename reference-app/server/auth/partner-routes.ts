import type { FastifyInstance } from "fastify";
import { createPartnerKeyLookup } from "./partner-keys";
import { usernameById } from "./auth.queries";
import { createSession, sessionId } from "./sessions";
import { issueUserToken } from "./tokens";
import { databaseRateLimit } from "./rate-limit";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { forbidden, HttpError, ok, unauthorized } from "../http/envelope";

/** Requests per minute one address may make for partner tokens (across every instance on the database). */
export const PARTNER_TOKEN_RATE = 120;

/**
 * `POST /api/partner/token` (server to server): a partner backend sends its API key in `X-Api-Key`
 * and gets a user token for the key's user, valid `partnerTokenTtlMs`, to hand to its page, which
 * gives it to the widgets (`Authorization: Bearer`). The token has a session of its own that ends
 * when it expires or when it signs out. `{ username }` may name the key's user (anything else: 403).
 */
export async function registerPartnerRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Configured usernames are looked up at start: an unknown one stops the server there.
  const keyUser = await createPartnerKeyLookup(ctx.query, ctx.settings.partnerKeys);
  const perAddress = databaseRateLimit(ctx.query, "partner-token", { max: PARTNER_TOKEN_RATE, windowMs: 60_000 });

  contractRoute(app, "partnerToken", async ({ request, reply, body }) => {
    const limit = await perAddress.hit(request.ip);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfterS));
      throw new HttpError(429, "Too many token requests");
    }
    const key = request.headers["x-api-key"];
    const userId = typeof key === "string" && key.length > 0 && key.length <= 200 ? await keyUser(key) : null;
    if (userId === null) throw unauthorized("A valid X-Api-Key is required");
    if (body.username !== undefined && body.username.trim().toLowerCase() !== (await usernameById(ctx.query, userId)))
      throw forbidden("This API key mints tokens for its own user only");
    const now = Date.now();
    const ttl = ctx.settings.partnerTokenTtlMs;
    const session = sessionId(await createSession(ctx.query, userId, now, ttl));
    return ok({ userId, userToken: issueUserToken(ctx.tokenSecret, userId, session, now, ttl), expiresAt: now + ttl });
  });
}
