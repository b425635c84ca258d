import BetterSqlite3, { type Database } from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { seedDatabase } from "../seed/seed-database";
import { hasMetaTable, readMeta, writeMeta } from "../seed/seed.queries";
import { migrateToLatest } from "./migrate";
import { postgresQueryDb, sqliteQueryDb, type QueryDb } from "./query-layer";
import { sqliteOnlyDatabase } from "./sqlite-only";
import { withStartLock } from "./open.queries";

export interface OpenedDatabase {
  /**
   * The SQLite file, for code not yet moved to the query layer. On PostgreSQL a stand-in whose
   * statements throw when run (`sqlite-only.ts`): what still uses it fails loudly there.
   */
  db: Database;
  /** The typed query layer over the database (SQLite or PostgreSQL). */
  query: QueryDb;
  /** "sqlite" or "postgres". */
  engine: "sqlite" | "postgres";
  /** Milliseconds the first seed took, or null when the database was already seeded. */
  seededMs: number | null;
  /** The HMAC secret of user tokens, generated once per database. */
  tokenSecret: Buffer;
}

/** The seed a database file was made from (`meta.seed_version`), or null (none recorded, or unreadable). */
async function recordedSeed(file: string): Promise<string | null> {
  if (!existsSync(file)) return null;
  try {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      return await readMeta(sqliteQueryDb(db), "seed_version");
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/**
 * Migrates, seeds when not seeded yet (`meta.seeded_at`), and makes the token secret once.
 * The seed is one transaction: a seed cut short leaves empty tables, seeded again next time.
 */
async function prepare(query: QueryDb, seedVersion: string | undefined): Promise<{ seededMs: number | null }> {
  await migrateToLatest(query);
  await query
    .insertInto("meta")
    .values({ key: "token_secret", value: randomBytes(32).toString("base64") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  if ((await readMeta(query, "seeded_at")) !== null) return { seededMs: null };
  if (seedVersion !== undefined) await writeMeta(query, { seed_version: seedVersion });
  return { seededMs: await seedDatabase(query) };
}

async function tokenSecret(query: QueryDb): Promise<Buffer> {
  const value = await readMeta(query, "token_secret");
  if (value === null) throw new Error("database has no token secret");
  return Buffer.from(value, "base64");
}

/**
 * Opens (creating, migrating and seeding on first use) the SQLite database. `':memory:'` is
 * allowed. With `seedVersion` (main.ts passes the hash of the seed and schema sources), a file
 * seeded from other sources is deleted and seeded again: its data is synthetic, and old schemas
 * would not run.
 */
export async function openDatabase(
  file: string,
  { seedVersion }: { seedVersion?: string } = {},
): Promise<OpenedDatabase> {
  if (
    seedVersion !== undefined &&
    file !== ":memory:" &&
    existsSync(file) &&
    (await recordedSeed(file)) !== seedVersion
  ) {
    console.warn(`${file} was seeded from older sources: seeding it again`);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new BetterSqlite3(file);
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("cache_size = -262144"); // a large page cache while seeding keeps the one transaction off the disk
  const query = sqliteQueryDb(db);
  const { seededMs } = await prepare(query, seedVersion);
  if (seededMs !== null) {
    db.pragma("optimize");
    if (file !== ":memory:") db.pragma("wal_checkpoint(TRUNCATE)");
  }
  db.pragma("cache_size = -65536");
  return { db, query, engine: "sqlite", seededMs, tokenSecret: await tokenSecret(query) };
}

/**
 * Opens the PostgreSQL database at `url` (`DATABASE_URL=postgres://…`): migrates and seeds it
 * under an advisory lock, so instances starting together neither migrate nor seed twice. A
 * database seeded from other sources is kept (a shared database is not dropped by one instance);
 * a warning says so.
 */
export async function openPostgres(
  url: string,
  { seedVersion, poolSize }: { seedVersion?: string; poolSize?: number } = {},
): Promise<OpenedDatabase> {
  const query = await postgresQueryDb(url, poolSize);
  try {
    const { seededMs } = await withStartLock(query, async () => {
      if (seedVersion !== undefined && (await hasMetaTable(query))) {
        const recorded = await readMeta(query, "seed_version");
        if (recorded !== null && recorded !== seedVersion)
          console.warn(`The PostgreSQL database was seeded from other sources (${recorded}); keeping its data`);
      }
      return prepare(query, seedVersion);
    });
    return { db: sqliteOnlyDatabase(), query, engine: "postgres", seededMs, tokenSecret: await tokenSecret(query) };
  } catch (error) {
    await query.destroy();
    throw error;
  }
}

/** `postgres://…` or `postgresql://…`. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}
