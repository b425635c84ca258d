import { callApi } from "../api/call-api";
import { $config, configure } from "../config/config-store";
import * as shell from "../contract/shell-calls";
import { notify } from "../notifications/notifications-store";
import { LANGUAGES, type Language } from "../schemas/session";

/** The cookie the server sets with the user's language (at sign-in and on each change). */
export const LANGUAGE_COOKIE = "vms_lang";

/** The language a cookie string names (`document.cookie`), when it is one of ours. */
export function languageFromCookie(cookie: string): Language | undefined {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return (LANGUAGES as readonly (string | undefined)[]).includes(value) ? (value as Language) : undefined;
}

/**
 * Switches to `language` at once and keeps it on the server for the user (PUT /api/user/language,
 * which also sets the cookie the portal reads before its first render). A failure goes back to the
 * language before and says so.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  const previous = $config.get().language;
  if (previous === language) return;
  configure({ language });
  try {
    await callApi(shell.setLanguage, { body: { language } });
  } catch {
    configure({ language: previous });
    notify("error", "core:errors.language");
  }
}
