import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CROSS_ORIGIN_REFUSED, identifyCaller } from "./access";
import { endSession, SESSION_COOKIE, sessionId, sessionUser } from "./sessions";
import { issueUserToken } from "./tokens";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { forbidden, ok, unauthorized } from "../http/envelope";

/** The user token of the session cookie, and sign-out (POST only) and cookie deletion. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "token", async ({ request }) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const userId = cookie ? await sessionUser(ctx.query, cookie) : null;
    if (cookie === undefined || userId === null) throw unauthorized();
    return ok({ userId, userToken: issueUserToken(ctx.tokenSecret, userId, sessionId(cookie)) });
  });

  /**
   * Ends the caller's session (the cookie's, or the one a Bearer token was minted from), which
   * ends its tokens, and closes the sockets opened with them. Without a caller it only clears the
   * cookie; a cookie-only call from another origin is refused and ends nothing.
   */
  const signOut = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const identity = await identifyCaller(ctx.query, ctx.tokenSecret, request);
    if (identity.kind === "cross-origin") throw forbidden(CROSS_ORIGIN_REFUSED, "cross_origin_cookie");
    if (identity.kind === "user") {
      await endSession(ctx.query, identity.sessionId);
      ctx.realtime.closeSession(identity.sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return ok(null);
  };
  contractRoute(app, "signOut", signOut);
  contractRoute(app, "deleteCookies", signOut);
}
