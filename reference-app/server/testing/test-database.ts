import { openDatabase } from "../db/open-database";
import { postgresQueryDb, sqliteQueryDb, type QueryDb } from "../db/query-layer";
import { copySeededPostgres, TEST_DATABASE_URL } from "./postgres-databases";
import { copySeededDatabase } from "./seeded-database";

/**
 * The query layer over a private copy of the seeded database, without a server: the SQLite file, or
 * with `TEST_DATABASE_URL` a PostgreSQL copy of the seeded template (as `startTestServer`).
 */
export async function openTestQueryDb(): Promise<{ query: QueryDb; close(): Promise<void> }> {
  if (TEST_DATABASE_URL) {
    const copy = await copySeededPostgres(TEST_DATABASE_URL);
    const query = await postgresQueryDb(copy.url, 4);
    return {
      query,
      close: async () => {
        await query.destroy();
        await copy.remove();
      },
    };
  }
  const copy = copySeededDatabase();
  const query = sqliteQueryDb((await openDatabase(copy.file)).db);
  return {
    query,
    close: async () => {
      await query.destroy();
      copy.remove();
    },
  };
}
