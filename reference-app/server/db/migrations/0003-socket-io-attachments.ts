import { sql, type Kysely } from "kysely";
import { isPostgres } from "../query-layer";

/**
 * The table of `@socket.io/postgres-adapter` (`realtime/adapter.ts`): an event whose packet is over
 * NOTIFY's limit (8,000 bytes) or binary is stored here and NOTIFY carries its id; the adapter
 * deletes rows older than its cleanup interval. Its schema is the one the adapter's README gives.
 * PostgreSQL only: on SQLite (one instance) there is no adapter. The server's queries never read
 * it, so it has no row type in `../tables.ts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id         bigserial UNIQUE,
    created_at timestamptz DEFAULT NOW(),
    payload    bytea
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropTable("socket_io_attachments").ifExists().execute();
}
