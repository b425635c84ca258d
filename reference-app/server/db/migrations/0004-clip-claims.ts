import { sql, type Kysely } from "kysely";

/**
 * Which instance took each retrieval it renders (`requested_videos.claimed_by`, the instance id of
 * `cluster_instances`; NULL while queued): a start, or a running instance's sweep, queues again only
 * the jobs of instances that are gone (`cameras/archive/archive-jobs.ts`), never one another live
 * instance is rendering. Both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE requested_videos ADD COLUMN claimed_by TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE requested_videos DROP COLUMN claimed_by`.execute(db);
}
