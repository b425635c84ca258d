import { Migrator, type Kysely } from "kysely";
import { MIGRATIONS } from "./migrations";

/** Brings the schema up to the last migration (on SQLite or PostgreSQL); throws on a failed one. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).map((r) => r.migrationName);
}
