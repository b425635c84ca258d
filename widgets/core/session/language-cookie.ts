import { LANGUAGES, type Language } from "../schemas/session";

/** Whether `value` is one of our languages. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The cookie the server sets with the user's language (at sign-in and on each change). */
export const LANGUAGE_COOKIE = "vms_lang";

/** The language a cookie string names (`document.cookie`), when it is one of ours. */
export function languageFromCookie(cookie: string): Language | undefined {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}
