import BetterSqlite3, { type Database } from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seedDatabase } from "../seed/seed-database";

const SCHEMA = readFileSync(fileURLToPath(new URL("./schema.sql", import.meta.url)), "utf8");

export interface OpenedDatabase {
  db: Database;
  /** Milliseconds the first seed took, or null when the database was already seeded. */
  seededMs: number | null;
  /** The HMAC secret of user tokens, generated once per database. */
  tokenSecret: Buffer;
}

/** The seed a database file was made from (`meta.seed_version`), or null (none recorded, or unreadable). */
function recordedSeed(file: string): string | null {
  if (!existsSync(file)) return null;
  try {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      const value = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get();
      return typeof value === "string" ? value : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/**
 * Opens (creating and seeding on first use) the database. `':memory:'` is allowed. With
 * `seedVersion` (main.ts passes the hash of the seed and schema sources), a file seeded from other
 * sources is deleted and seeded again: its data is synthetic, and old schemas would not run.
 */
export function openDatabase(file: string, { seedVersion }: { seedVersion?: string } = {}): OpenedDatabase {
  if (seedVersion !== undefined && file !== ":memory:" && existsSync(file) && recordedSeed(file) !== seedVersion) {
    console.warn(`${file} was seeded from older sources: seeding it again`);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new BetterSqlite3(file);
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  const hasSchema =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get() !== undefined;
  const seeded = hasSchema && db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get() !== undefined;
  if (hasSchema && !seeded) throw new Error(`${file} holds an unfinished seed: delete it and start again`);
  let seededMs: number | null = null;
  if (!seeded) {
    db.pragma("cache_size = -262144"); // a large page cache while seeding keeps the one transaction off the disk
    seededMs = db.transaction(() => {
      db.exec(SCHEMA);
      db.prepare("INSERT INTO meta (key, value) VALUES ('token_secret', ?)").run(randomBytes(32).toString("base64"));
      if (seedVersion !== undefined)
        db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(seedVersion);
      return seedDatabase(db);
    })();
    db.pragma("optimize");
    if (file !== ":memory:") db.pragma("wal_checkpoint(TRUNCATE)");
  }
  db.pragma("cache_size = -65536");
  const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").pluck().get();
  if (typeof row !== "string") throw new Error("database has no token secret");
  return { db, seededMs, tokenSecret: Buffer.from(row, "base64") };
}
