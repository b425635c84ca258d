import type { QueryDb } from "../db/query-layer";

/** The stream quality a user chose (issue 21: 'auto', 'main' or 'sub'), kept on the user's row. */
export async function setVideoQuality(query: QueryDb, userId: number, quality: "auto" | "main" | "sub"): Promise<void> {
  await query.updateTable("users").set({ video_quality: quality }).where("id", "=", userId).execute();
}
