import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGES, type Language } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { ok } from "../http/envelope";
import { setUserLanguage, userLanguage } from "./language.queries";

/**
 * The language cookie: the user's language (issue 21), set at sign-in and when it changes. Not
 * httpOnly: the portal reads it before its first render, and server-rendered pages (sign-in,
 * share) read it too. It carries no secret; the server's copy is the user's `language`.
 */
export const LANGUAGE_COOKIE = "vms_lang";
const YEAR_S = 365 * 24 * 3600;

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language of a request: its cookie, else the first of Accept-Language we have, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  const accepted = String(request.headers["accept-language"] ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLanguage) ?? "en";
}

export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: "/", sameSite: "lax", maxAge: YEAR_S, secure });
}

/** The user's stored language (English when unknown). */
export async function storedLanguage(ctx: ServerContext, userId: number): Promise<Language> {
  const language = await userLanguage(ctx.query, userId);
  return isLanguage(language) ? language : "en";
}

/** `PUT /api/user/language` (beyond the spec): keeps the caller's language and sets its cookie. */
export function registerLanguageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "setLanguage", async ({ request, reply, body }) => {
    const { user } = await ctx.access(request);
    await setUserLanguage(ctx.query, user.id, body.language);
    const secure = (ctx.settings.publicUrl?.startsWith("https:") ?? false) || request.protocol === "https";
    setLanguageCookie(reply, body.language, secure);
    return ok({ language: body.language });
  });
}
