import { sql, type Kysely } from "kysely";
import { isPostgres } from "../query-layer";

/**
 * State that several instances on one database share (issue 20), kept in the database rather than
 * in a process: each instance's live load under a heartbeat (a dead instance's rows lapse), who
 * watches each camera (stream check-in), and fixed-window rate-limit counters (partner tokens).
 * On SQLite (one instance) the same tables hold the one instance's state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const int = isPostgres(db) ? "bigint" : "INTEGER";
  for (const statement of [
    // One row per running instance: its heartbeat, its encoders and its users' live sessions
    // (JSON `{ "userId": count }`), rewritten while it runs, deleted when it stops.
    `CREATE TABLE cluster_instances (
      instance_id  TEXT PRIMARY KEY,
      heartbeat_ms ${int} NOT NULL,
      encoders     ${int} NOT NULL,
      sessions     TEXT NOT NULL
    )`,
    // Stream check-in (document 3): who watches a camera since when; the first has control.
    `CREATE TABLE camera_viewers (
      camera_id ${int} NOT NULL,
      user_id   ${int} NOT NULL,
      name      TEXT NOT NULL,
      username  TEXT NOT NULL,
      joined_ms ${int} NOT NULL,
      seen_ms   ${int} NOT NULL,
      PRIMARY KEY (camera_id, user_id)
    )`,
    // Requests counted per bucket (e.g. `partner-token:<address>`) and fixed window.
    `CREATE TABLE rate_limit_hits (
      bucket    TEXT NOT NULL,
      window_ms ${int} NOT NULL,
      hits      ${int} NOT NULL,
      PRIMARY KEY (bucket, window_ms)
    )`,
  ])
    await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["rate_limit_hits", "camera_viewers", "cluster_instances"])
    await db.schema.dropTable(name).execute();
}
