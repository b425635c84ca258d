// vitest global setup: seeds the server tests' database once per seed (see seeded-database.ts), and
// with TEST_DATABASE_URL the PostgreSQL template the tests copy (see postgres-databases.ts).
import { ensureSeededDatabase } from "./seeded-database";
import { ensureSeededTemplate, TEST_DATABASE_URL } from "./postgres-databases";

export default async function setup(): Promise<void> {
  ensureSeededDatabase();
  if (TEST_DATABASE_URL) await ensureSeededTemplate(TEST_DATABASE_URL);
}
