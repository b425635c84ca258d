import { sql, type Insertable } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";
import type { Tables } from "../db/tables";

/**
 * The seed's writes (issue 20: SQL only in `*.queries.ts`). SQLite takes multi-row INSERTs, about
 * a thousand rows a statement (under its limit of 32766 bound values); PostgreSQL takes one
 * `INSERT … SELECT FROM unnest(…)` a table, one array parameter a column (a few round trips
 * instead of tens of thousands of bound values).
 */
export async function insertRows<T extends keyof Tables & string>(
  db: QueryDb,
  table: T,
  rows: readonly Insertable<Tables[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  if (isPostgres(db)) {
    const types = await columnTypes(db, table);
    const chunk = 20_000;
    for (let start = 0; start < rows.length; start += chunk) {
      const part = rows.slice(start, start + chunk) as readonly Record<string, unknown>[];
      const arrays = columns.map((column) => {
        const type = types.get(column);
        if (!type) throw new Error(`${table} has no column ${column}`);
        return sql`${part.map((row) => row[column] ?? null)}::${sql.raw(type)}[]`;
      });
      await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
    }
  } else {
    const chunk = Math.max(1, Math.floor(30_000 / columns.length));
    for (let start = 0; start < rows.length; start += chunk) {
      // Kysely's typing of a generic table's values is too deep to follow; rows are checked at the call.
      await db
        .insertInto(table)
        .values(rows.slice(start, start + chunk) as never)
        .execute();
    }
  }
}

/** PostgreSQL column types of `table` (`int8`, `text`, `jsonb`, …) by column name. */
async function columnTypes(db: QueryDb, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ column_name: string; udt_name: string }>`SELECT column_name, udt_name
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  return new Map(rows.map((r) => [r.column_name, r.udt_name]));
}

/** Sets `meta` rows (insert or replace). */
export async function writeMeta(db: QueryDb, entries: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(entries)) {
    await db
      .insertInto("meta")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
}

/** A `meta` value, or null. */
export async function readMeta(db: QueryDb, key: string): Promise<string | null> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

/** Whether the schema has been made (the `meta` table exists). */
export async function hasMetaTable(db: QueryDb): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((t) => t.name === "meta");
}

/** Tables whose `id` numbers new rows (PostgreSQL identity columns). */
const NUMBERED = [
  "clients",
  "regions",
  "locations",
  "live_units",
  "archive_cabinets",
  "cameras",
  "presets",
  "users",
  "informational_videos",
  "cam_lists",
  "alerts",
  "audit_events",
  "requested_videos",
  "requested_video_shares",
  "mosaics",
  "sign_in_failures",
] as const;

/**
 * After rows were written with their ids: PostgreSQL's identity sequences continue after the
 * largest id (SQLite's `INTEGER PRIMARY KEY` does so by itself).
 */
export async function continueNumbering(db: QueryDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of NUMBERED) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`SELECT setval(pg_get_serial_sequence('search_docs', 'rowid'), coalesce(max(rowid), 0) + 1, false) FROM search_docs`.execute(
    db,
  );
}
