import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { DUMMY_CREDENTIAL, verifyPassword } from "../auth/passwords";
import { createSession, endSession, SESSION_COOKIE, SESSION_TTL_MS, sessionId, sessionUser } from "../auth/sessions";
import { safeRedirect, signInPage } from "../auth/sign-in-page";
import { issueUserToken } from "../auth/tokens";
import type { ServerContext } from "../context";
import { ok, unauthorized } from "../http/envelope";

const RedirectQuerySchema = z.object({ redirect_to: z.string().max(2000).optional() });
const LoginBodySchema = z.object({
  username: z.string().max(200).default(""),
  password: z.string().max(1000).default(""),
  redirect_to: z.string().max(2000).optional(),
});
const CredentialSchema = z.object({ id: z.number(), password_salt: z.string(), password_hash: z.string() });

export const INCORRECT_CREDENTIALS = "Incorrect username or password.";

/** Sign-in page and form, session token, sign-out. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The sign-in page: no scripts at all, inline styles only, posts only to this origin, never framed. */
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "same-origin")
      .send(body);

  app.get("/auth/redirect", async (request, reply) => {
    const query = RedirectQuerySchema.safeParse(request.query);
    return html(
      reply,
      200,
      signInPage({ redirectTo: safeRedirect(query.success ? query.data.redirect_to : undefined) }),
    );
  });

  app.post("/auth/login", async (request, reply) => {
    const parsed = LoginBodySchema.safeParse(request.body ?? {});
    const body = parsed.success ? parsed.data : { username: "", password: "", redirect_to: undefined };
    const redirectTo = safeRedirect(body.redirect_to);
    const username = body.username.trim();
    const row = CredentialSchema.safeParse(
      ctx.db
        .prepare("SELECT id, password_salt, password_hash FROM users WHERE username = ?")
        .get(username.toLowerCase()),
    );
    const credential = row.success
      ? row.data
      : { id: 0, password_salt: DUMMY_CREDENTIAL.salt, password_hash: DUMMY_CREDENTIAL.hash };
    const valid = verifyPassword(body.password, credential.password_salt, credential.password_hash) && row.success;
    if (!valid) return html(reply, 401, signInPage({ redirectTo, username, error: INCORRECT_CREDENTIALS }));
    const token = createSession(ctx.db, credential.id);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: SESSION_TTL_MS / 1000,
    });
    return reply.status(303).header("location", redirectTo).send();
  });

  app.get("/api/auth/token", async (request) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const userId = cookie ? sessionUser(ctx.db, cookie) : null;
    if (cookie === undefined || userId === null) throw unauthorized();
    return ok({ userId, userToken: issueUserToken(ctx.tokenSecret, userId, sessionId(cookie)) });
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) endSession(ctx.db, cookie);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return ok(null);
  };
  app.post("/api/auth/signout", signOut);
  app.get("/api/auth/signout", signOut);
  app.delete("/api/cookies/delete", signOut);
}
