import type { UserSettingsWrite } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";

/** Keeps the settings a user changes (issue 21: language, stream quality) on the user's row; absent ones stay. */
export async function setUserSettings(db: QueryDb, userId: number, change: UserSettingsWrite): Promise<void> {
  const set: { language?: string; video_quality?: string } = {};
  if (change.language !== undefined) set.language = change.language;
  if (change.videoQuality !== undefined) set.video_quality = change.videoQuality;
  if (Object.keys(set).length === 0) return;
  await db.updateTable("users").set(set).where("id", "=", userId).execute();
}

/** A user's settings as stored (any text: the caller checks it). */
export async function userSettingsRow(
  db: QueryDb,
  userId: number,
): Promise<{ language: string; video_quality: string } | undefined> {
  return db.selectFrom("users").select(["language", "video_quality"]).where("id", "=", userId).executeTakeFirst();
}
