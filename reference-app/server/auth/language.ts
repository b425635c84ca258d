import type { FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGES, type Language } from "../../../widgets/core/schemas";

/**
 * The language cookie: the user's language (issue 21), set at sign-in and when it changes. Not
 * httpOnly: the portal reads it before its first render, and server-rendered pages (sign-in,
 * share) read it too. It carries no secret; the server's copy is the user's `language`.
 */
export const LANGUAGE_COOKIE = "vms_lang";
const YEAR_S = 365 * 24 * 3600;

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

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
