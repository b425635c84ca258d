import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod";
import { credentialByUsername } from "./auth.queries";
import { DUMMY_CREDENTIAL, verifyPassword } from "./passwords";
import { createSession, SESSION_COOKIE, SESSION_TTL_MS } from "./sessions";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceFor, issueDeviceCookie } from "./device-cookies";
import { safeRedirect, signInPage } from "./sign-in-page";
import { signInCatalogue } from "./sign-in.catalogue";
import { requestLanguage, setLanguageCookie } from "./language";
import { storedUserSettings } from "./user-settings-routes";
import { signInThrottle } from "./sign-in-throttle";
import type { ServerContext } from "../context";
import { isSameOrigin } from "../http/origin";

const RedirectQuerySchema = z.object({ redirect_to: z.string().max(2000).optional() });
const LoginBodySchema = z.object({
  username: z.string().max(200).default(""),
  password: z.string().max(1000).default(""),
  redirect_to: z.string().max(2000).optional(),
});
const CredentialSchema = z.object({ id: z.number(), password_salt: z.string(), password_hash: z.string() });

export const INCORRECT_CREDENTIALS = signInCatalogue.en.incorrect;

/** The sign-in page's own policy: no scripts at all, inline styles only, posts only here, never framed. */
const SIGN_IN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sign-in page (`GET /auth/redirect`) and form (`POST /auth/login`, not a contract call: a
 * browser form). Passwords are checked off the event loop. Failed sign-ins slow guessing without
 * locking anyone out (auth/sign-in-throttle.ts, OWASP's device cookies): a successful sign-in
 * leaves a signed `vms_device` cookie, and a browser holding one for the username is judged by its
 * own failures only; other clients wait longer after each failure past the limits (429 with
 * `Retry-After`). Every failure and every throttled attempt goes to the audit trail.
 */
export function registerSignInRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const throttle = signInThrottle(ctx.query, ctx.settings.signInLimits);

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
      signInPage({
        redirectTo: safeRedirect(query.success ? query.data.redirect_to : undefined),
        language: requestLanguage(request),
      }),
    );
  });

  app.post("/auth/login", async (request, reply) => {
    const parsed = LoginBodySchema.safeParse(request.body ?? {});
    const body = parsed.success ? parsed.data : { username: "", password: "", redirect_to: undefined };
    const redirectTo = safeRedirect(body.redirect_to);
    const username = body.username.trim();
    const language = requestLanguage(request);
    const strings = signInCatalogue[language];
    // A sign-in form posted from another site (login CSRF) is refused; browsers always send Origin on POST.
    if (request.headers.origin !== undefined && !isSameOrigin(request))
      return html(reply, 403, signInPage({ redirectTo, username, language, error: strings.incorrect }));

    const key = username.toLowerCase();
    const deviceCookie = request.cookies[DEVICE_COOKIE];
    const device = deviceFor(ctx.tokenSecret, deviceCookie, key);
    const admission = await throttle.admit({ username: key, ip: request.ip, device });
    const audited = { actor: key.slice(0, 200), target: `user:${key}`.slice(0, 210), ip: request.ip };
    if (!admission.admitted) {
      const { retryAfterSeconds, reason, failures } = admission;
      await ctx.audit.record({
        ...audited,
        action: "sign_in.throttled",
        details: { reason, failures, retryAfterSeconds, trustedDevice: device !== null },
      });
      reply.header("retry-after", String(retryAfterSeconds));
      return html(
        reply,
        429,
        signInPage({ redirectTo, username, language, error: strings.tooMany(retryAfterSeconds) }),
      );
    }

    const row = CredentialSchema.safeParse(await credentialByUsername(ctx.query, key));
    const credential = row.success
      ? row.data
      : { id: 0, password_salt: DUMMY_CREDENTIAL.salt, password_hash: DUMMY_CREDENTIAL.hash };
    let valid = false;
    try {
      valid = (await verifyPassword(body.password, credential.password_salt, credential.password_hash)) && row.success;
    } finally {
      await admission.settle(valid);
    }
    if (!valid) {
      await ctx.audit.record({
        ...audited,
        action: "sign_in.failure",
        userId: row.success ? credential.id : null,
        details: { knownUser: row.success, trustedDevice: device !== null },
      });
      return html(reply, 401, signInPage({ redirectTo, username, language, error: strings.incorrect }));
    }
    const token = await createSession(ctx.query, credential.id);
    // Behind https (PUBLIC_URL, or the request itself), the cookies never travel over plain HTTP.
    const secure = (ctx.settings.publicUrl?.startsWith("https:") ?? false) || request.protocol === "https";
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: SESSION_TTL_MS / 1000,
      secure,
    });
    // After the session cookie (the first Set-Cookie stays the session's, as before).
    reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(ctx.tokenSecret, deviceCookie, key), {
      path: "/auth/",
      httpOnly: true,
      sameSite: "strict",
      secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    // The portal reads the user's language from this cookie before its first render.
    setLanguageCookie(reply, (await storedUserSettings(ctx, credential.id)).language, secure);
    return reply.status(303).header("location", redirectTo).send();
  });
}
