import type { Database as SqliteDatabase } from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import type { Tables } from "./tables";

/**
 * The one typed query layer of the server (issue 20). Kysely, not an ORM: queries are written once
 * and compile to SQLite's or PostgreSQL's SQL, with the tables' row types checked at compile time.
 * (Drizzle was the other candidate; its schema is declared per engine, `sqliteTable` or `pgTable`,
 * so one code path for both engines would have meant two schemas.)
 *
 * SQL text and query-builder calls live only in `<feature>/*.queries.ts`; everything else calls
 * those functions.
 */
export type QueryDb = Kysely<Tables>;

/** The query layer over an opened SQLite file (the embedded default). */
export function sqliteQueryDb(database: SqliteDatabase): QueryDb {
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}

/** The query layer over PostgreSQL (`DATABASE_URL=postgres://…`); `pg` is loaded only then. */
export async function postgresQueryDb(connectionString: string, max = 10): Promise<QueryDb> {
  const { default: pg } = await import("pg");
  // int8 (counts, sums) as numbers, as SQLite gives them; ids and milliseconds fit in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection ended by the server (a restart, the database dropped) is an error event on
  // the pool: without a listener it would end the process. The next query opens another connection.
  pool.on("error", (error) => console.error("postgres:", error.message));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** True on PostgreSQL: for the few queries whose SQL differs by engine (full text, upserts' details). */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
