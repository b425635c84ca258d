import type { Language } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";

/** Keeps a user's language. */
export async function setUserLanguage(db: QueryDb, userId: number, language: Language): Promise<void> {
  await db.updateTable("users").set({ language }).where("id", "=", userId).execute();
}

/** A user's language as stored (any text: the caller checks it). */
export async function userLanguage(db: QueryDb, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst();
  return row?.language;
}
