import { atom, computed } from "nanostores";
import { callApi } from "../api/call-api";
import { reportApiError } from "../api/report-api-error";
import * as shell from "../contract/shell-calls";
import { notify } from "../notifications/notifications-store";
import type { QualityChoice } from "../video/quality";
import { $userInfo } from "./session-store";

/** A choice made in this page, for the user who made it (a sign-in as someone else drops it). */
const $chosen = atom<{ userId: number; choice: QualityChoice } | null>(null);

/**
 * The signed-in user's stream quality choice (issue 21): 'auto' (the substream in grids, the main
 * stream when large), 'main' or 'sub'. Kept on the server with the user (`videoQuality` of user info);
 * a choice made here shows at once. 'auto' until the user info answers.
 */
export const $videoQuality = computed([$userInfo, $chosen], (info, chosen): QualityChoice => {
  if (info.status !== "success") return "auto";
  if (chosen?.userId === info.data.id) return chosen.choice;
  return info.data.videoQuality ?? "auto";
});

/**
 * Sets the user's quality choice: shown at once, saved on the server (PUT /api/vms/user_settings).
 * A failed save puts the previous choice back and says so. Resolves to whether it was saved.
 */
export async function chooseVideoQuality(choice: QualityChoice): Promise<boolean> {
  const info = $userInfo.get();
  if (info.status !== "success") return false;
  const before = $chosen.get();
  $chosen.set({ userId: info.data.id, choice });
  try {
    await callApi(shell.userSettingsUpdate, { body: { videoQuality: choice } });
    return true;
  } catch (error) {
    if ($chosen.get()?.choice === choice) $chosen.set(before);
    reportApiError(error, "the stream quality choice could not be saved", { level: "warn" });
    notify("error", "core:errors.videoQuality");
    return false;
  }
}
