import BetterSqlite3, { type Database } from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
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

/** Opens (creating and seeding on first use) the database. `':memory:'` is allowed. */
export function openDatabase(file: string): OpenedDatabase {
  const db = new BetterSqlite3(file);
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  const seeded = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'search_docs'").get() !== undefined;
  let seededMs: number | null = null;
  if (!seeded) {
    db.exec(SCHEMA);
    db.prepare("INSERT INTO meta (key, value) VALUES ('token_secret', ?)").run(randomBytes(32).toString("base64"));
    seededMs = seedDatabase(db);
  }
  const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").pluck().get();
  if (typeof row !== "string") throw new Error("database has no token secret");
  return { db, seededMs, tokenSecret: Buffer.from(row, "base64") };
}
