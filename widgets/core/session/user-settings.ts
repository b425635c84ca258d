import { atom, computed } from "nanostores";
import { callApi } from "../api/call-api";
import { reportApiError } from "../api/report-api-error";
import { $config } from "../config/config-store";
import * as shell from "../contract/shell-calls";
import { notify } from "../notifications/notifications-store";
import type { UserSettings, UserSettingsWrite } from "../schemas/session";
import { isLanguage } from "./language-cookie";
import { $userInfo } from "./session-store";

/**
 * The signed-in user's own settings (issue 21), kept on the server with the user and changed with
 * one call (PUT /api/vms/user_settings) through one action, `changeUserSettings`: a change shows at
 * once, is saved, and goes back with a notice when the save fails. Two keys:
 * - `language`: the language the widgets speak (`configure({ language })`); the portal reads it
 *   before its first render from the cookie the server sets (`languageFromCookie`);
 * - `videoQuality`: which stream plays: 'auto' (the substream in grids, the main stream when large),
 *   'main' or 'sub'; from the user info ('auto' until it answers).
 */

/** A quality chosen in this page, for the user who chose it (a sign-in as someone else drops it). */
const $chosenQuality = atom<{ userId: number; videoQuality: UserSettings["videoQuality"] } | null>(null);

/** The user's settings as they show now (a change in flight included). */
export const $userSettings = computed([$config, $userInfo, $chosenQuality], (config, info, chosen): UserSettings => ({
  language: isLanguage(config.language) ? config.language : "en",
  videoQuality:
    info.status !== "success"
      ? "auto"
      : chosen?.userId === info.data.id
        ? chosen.videoQuality
        : (info.data.videoQuality ?? "auto"),
}));

/** The `videoQuality` key alone (its readers re-render only when it changes). */
export const $videoQuality = computed($userSettings, (settings) => settings.videoQuality);

/**
 * Puts `language` in the configuration. A language of ours is a valid `language` value, so the store
 * is set directly: `configure()` would bring its validation and error text into every bundle that
 * changes a setting (a mosaic tile's Quality menu among them).
 */
const applyLanguage = (language: string) => $config.set({ ...$config.get(), language });

/** The notice of a failed save, per key (core catalogue). */
const FAILED: Record<keyof UserSettings, string> = {
  language: "core:errors.language",
  videoQuality: "core:errors.videoQuality",
};

/**
 * Changes some of the user's settings: shown at once, saved on the server in one call (only the
 * keys that change). A failed save puts back each key this change still holds and says so per key.
 * Resolves to whether it was saved (true when nothing changes). A quality change needs the user info
 * (whose choice it is): without it, nothing changes and it resolves to false.
 */
export async function changeUserSettings(change: UserSettingsWrite): Promise<boolean> {
  const before = $userSettings.get();
  const body: UserSettingsWrite = {};
  if (change.language !== undefined && change.language !== before.language) body.language = change.language;
  if (change.videoQuality !== undefined && change.videoQuality !== before.videoQuality)
    body.videoQuality = change.videoQuality;
  const keys = Object.keys(body) as (keyof UserSettings)[];
  if (keys.length === 0) return true;
  const info = $userInfo.get();
  if (body.videoQuality !== undefined && info.status !== "success") return false;

  const chosenBefore = $chosenQuality.get();
  const languageBefore = $config.get().language;
  if (body.videoQuality !== undefined && info.status === "success")
    $chosenQuality.set({ userId: info.data.id, videoQuality: body.videoQuality });
  if (body.language !== undefined) applyLanguage(body.language);
  try {
    await callApi(shell.userSettingsUpdate, { body });
    return true;
  } catch (error) {
    // Put back only what this change still holds (a later change stays).
    if (body.videoQuality !== undefined && $chosenQuality.get()?.videoQuality === body.videoQuality)
      $chosenQuality.set(chosenBefore);
    if (body.language !== undefined && $config.get().language === body.language) applyLanguage(languageBefore);
    reportApiError(error, "the user's settings could not be saved", { level: "warn" });
    for (const key of keys) notify("error", FAILED[key]);
    return false;
  }
}
