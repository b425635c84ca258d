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

/**
 * Fills `search_docs` from the entity tables (with each hit's `_source` prebuilt as JSON) and
 * brings the full-text indexes up to date: SQLite rebuilds its two FTS5 tables; PostgreSQL's
 * generated columns and GIN indexes follow the rows by themselves (see migrations/0001-schema.ts).
 */
export async function buildSearchDocuments(db: QueryDb): Promise<void> {
  const pg = isPostgres(db);
  // json_object keeps its keys in order on SQLite; json_build_object (json, not jsonb) does on PostgreSQL.
  const object = pg ? "json_build_object" : "json_object";
  const text = pg ? "::text" : "";
  const cameras = pg
    ? "(SELECT coalesce(json_agg(id ORDER BY position), '[]'::json) FROM cameras WHERE live_unit_id = u.id)"
    : "(SELECT json_group_array(id) FROM (SELECT id FROM cameras WHERE live_unit_id = u.id ORDER BY position))";
  // SQLite's coordinates are typeless values; PostgreSQL's are jsonb, and stay numbers or strings in the JSON.
  const statements = [
    `DELETE FROM search_docs`,
    `INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, location_name, location_street,
      location_city, location_state, location_zip, serial, source)
    SELECT 'live_units', u.id, u.client_id, u.region_id, u.name, c.name, l.name, l.street, l.city, l.state, l.zip, u.serial,
      ${object}('id', u.id, 'name', u.name, 'type', 'LiveUnit', 'client_id', u.client_id, 'client_name', c.name,
        'location_name', l.name, 'location_street', l.street, 'location_city', l.city, 'location_state', l.state,
        'location_zip', l.zip, 'serial', u.serial, 'primary_camera', u.primary_camera_id,
        'cameras', ${cameras},
        'date_activated', u.date_activated, 'date_deactivated', u.date_deactivated,
        'latitude', u.latitude, 'longitude', u.longitude)${text}
    FROM live_units u JOIN clients c ON c.id = u.client_id LEFT JOIN locations l ON l.id = u.location_id
    ORDER BY u.id`,
    `INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, location_name, location_street,
      location_city, location_state, location_zip, serial, source)
    SELECT 'archive_cabinets', a.id, a.client_id, a.region_id, a.name, c.name, l.name, l.street, l.city, l.state, l.zip, NULL,
      ${object}('id', a.id, 'name', a.name, 'type', 'ArchiveCabinet', 'client_id', a.client_id, 'client_name', c.name,
        'location_name', l.name, 'location_street', l.street, 'location_city', l.city, 'location_state', l.state,
        'location_zip', l.zip, 'latitude', a.latitude, 'longitude', a.longitude)${text}
    FROM archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id
    ORDER BY a.id`,
    `INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, source)
    SELECT 'clients', c.id, c.id, NULL, c.name, c.name,
      ${object}('id', c.id, 'name', c.name, 'type', 'Client', 'client_id', c.id, 'client_name', c.name)${text}
    FROM clients c ORDER BY c.id`,
    `INSERT INTO search_docs (kind, entity_id, client_id, region_id, name, client_name, source)
    SELECT 'regions', r.id, r.client_id, r.id, r.name, c.name,
      ${object}('id', r.id, 'name', r.name, 'type', 'Region', 'client_id', r.client_id, 'client_name', c.name)${text}
    FROM regions r JOIN clients c ON c.id = r.client_id ORDER BY r.id`,
    ...(pg
      ? []
      : [
          `INSERT INTO search_trigram (search_trigram) VALUES ('rebuild')`,
          `INSERT INTO search_words (search_words) VALUES ('rebuild')`,
        ]),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
