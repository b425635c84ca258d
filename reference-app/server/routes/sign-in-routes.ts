import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { DUMMY_CREDENTIAL, verifyPassword } from "../auth/passwords";
import { createSession, SESSION_COOKIE, SESSION_TTL_MS } from "../auth/sessions";
import { safeRedirect, signInPage } from "../auth/sign-in-page";
import type { ServerContext } from "../context";
import { isSameOrigin } from "../http/origin";

const RedirectQuerySchema = z.object({ redirect_to: z.string().max(2000).optional() });
const LoginBodySchema = z.object({
  username: z.string().max(200).default(""),
  password: z.string().max(1000).default(""),
  redirect_to: z.string().max(2000).optional(),
});
const CredentialSchema = z.object({ id: z.number(), password_salt: z.string(), password_hash: z.string() });

export const INCORRECT_CREDENTIALS = "Incorrect username or password.";
export const TOO_MANY_ATTEMPTS = (minutes: number) =>
  `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/** The sign-in page's own policy: no scripts at all, inline styles only, posts only here, never framed. */
const SIGN_IN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const usernameOf = (request: FastifyRequest): string => {
  const parsed = LoginBodySchema.safeParse(request.body ?? {});
  return parsed.success ? parsed.data.username.trim().toLowerCase() : "";
};

/**
 * The sign-in page (`GET /auth/redirect`) and form (`POST /auth/login`, not a contract call: a
 * browser form). Passwords are checked off the event loop; failed sign-ins are limited per address
 * and per username (@fastify/rate-limit, counting failures only: a peek before the check, a count
 * after a failure), so guessing is slow while people who type their password right never wait.
 */
export function registerSignInRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { failuresPerIp, failuresPerUser, windowMs } = ctx.settings.signInLimits;
  const ipFailures = app.createRateLimit({
    max: failuresPerIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `sign-in-ip:${request.ip}`,
  });
  const userFailures = app.createRateLimit({
    max: failuresPerUser,
    timeWindow: windowMs,
    keyGenerator: (request) => `sign-in-user:${usernameOf(request)}`,
  });
  const credentialOf = ctx.db.prepare("SELECT id, password_salt, password_hash FROM users WHERE username = ?");

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", SIGN_IN_CSP)
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
    // A sign-in form posted from another site (login CSRF) is refused; browsers always send Origin on POST.
    if (request.headers.origin !== undefined && !isSameOrigin(request))
      return html(reply, 403, signInPage({ redirectTo, username, error: INCORRECT_CREDENTIALS }));

    const [byIp, byUser] = await Promise.all([
      ipFailures(request, { increment: false }),
      userFailures(request, { increment: false }),
    ]);
    const blocked = [byIp, byUser].filter((limit) => !limit.isAllowed && limit.remaining <= 0);
    if (blocked.length > 0) {
      const seconds = Math.max(...blocked.map((limit) => (limit.isAllowed ? 0 : limit.ttlInSeconds)), 1);
      reply.header("retry-after", String(seconds));
      return html(reply, 429, signInPage({ redirectTo, username, error: TOO_MANY_ATTEMPTS(Math.ceil(seconds / 60)) }));
    }

    const row = CredentialSchema.safeParse(credentialOf.get(username.toLowerCase()));
    const credential = row.success
      ? row.data
      : { id: 0, password_salt: DUMMY_CREDENTIAL.salt, password_hash: DUMMY_CREDENTIAL.hash };
    const valid =
      (await verifyPassword(body.password, credential.password_salt, credential.password_hash)) && row.success;
    if (!valid) {
      await Promise.all([ipFailures(request), userFailures(request)]);
      return html(reply, 401, signInPage({ redirectTo, username, error: INCORRECT_CREDENTIALS }));
    }
    const token = createSession(ctx.db, credential.id);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: SESSION_TTL_MS / 1000,
      // Behind https (PUBLIC_URL), the cookie never travels over plain HTTP.
      secure: ctx.settings.publicUrl?.startsWith("https:") ?? false,
    });
    return reply.status(303).header("location", redirectTo).send();
  });
}
