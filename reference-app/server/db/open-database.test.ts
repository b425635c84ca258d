import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { copySeededDatabase } from "../testing/seeded-database";
import { copySeededPostgres, TEST_DATABASE_URL } from "../testing/postgres-databases";
import { openDatabase, openPostgres, type OpenedDatabase } from "./open-database";
import { MIGRATIONS } from "./migrations";
import { sqliteOnlyDatabase, SqliteOnlyError } from "./sqlite-only";
import { readMeta, writeMeta } from "../seed/seed.queries";

/** Tables of PostgreSQL alone: the socket.io adapter's (migration 0003; SQLite has no adapter). */
const POSTGRES_ONLY = ["socket_io_attachments"];

/**
 * Tables and their columns as the query layer sees them (FTS5's own tables, Kysely's and
 * PostgreSQL's own tables left out).
 */
async function layout(opened: OpenedDatabase): Promise<Record<string, string[]>> {
  const tables = await opened.query.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter(
        (t) =>
          !/^(search_trigram|search_words)/.test(t.name) &&
          !t.name.startsWith("kysely_") &&
          !POSTGRES_ONLY.includes(t.name),
      )
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** What the seed wrote, table by table, and the search documents in full. */
async function contents(opened: OpenedDatabase) {
  const q = opened.query;
  const count = async (table: "live_units" | "cameras" | "presets" | "users" | "cam_list_cameras" | "search_docs") =>
    Number(
      (
        await q
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const docs = await q
    .selectFrom("search_docs")
    .select(["rowid", "kind", "entity_id", "client_id", "name", "serial", "source"])
    .orderBy("rowid")
    .execute();
  const coordinates = await q.selectFrom("live_units").select(["id", "latitude", "longitude"]).orderBy("id").execute();
  return {
    counts: {
      live_units: await count("live_units"),
      cameras: await count("cameras"),
      presets: await count("presets"),
      users: await count("users"),
      cam_list_cameras: await count("cam_list_cameras"),
      search_docs: await count("search_docs"),
    },
    docs: docs.map((d) => ({ ...d, source: JSON.parse(d.source) as unknown })),
    coordinates,
  };
}

describe("the migrations and the seed", () => {
  let sqlite: OpenedDatabase;
  let copy: ReturnType<typeof copySeededDatabase>;
  beforeAll(async () => {
    copy = copySeededDatabase();
    sqlite = await openDatabase(copy.file);
  });
  afterAll(async () => {
    await sqlite?.query.destroy();
    copy?.remove();
  });

  it("bring a seeded SQLite file to the last migration, and open it again without seeding", async () => {
    expect(sqlite.seededMs).toBeNull();
    const ran = await sqlite.query
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(ran.map((r) => (r as { name: string }).name)).toEqual(Object.keys(MIGRATIONS));
    expect(sqlite.tokenSecret).toHaveLength(32);
    const { counts, coordinates } = await contents(sqlite);
    expect(counts).toMatchObject({ live_units: 12_000, search_docs: expect.any(Number) as number });
    // The fleet's invalid positions are kept as stored: numbers, strings and NULLs.
    const kinds = new Set(coordinates.flatMap((c) => [c.latitude, c.longitude].map((v) => typeof v)));
    expect(kinds).toEqual(new Set(["number", "string", "object"]));
  });

  it("on PostgreSQL, a statement still on better-sqlite3 throws a clear error when run, not when prepared", () => {
    const db = sqliteOnlyDatabase();
    const statement = db.prepare("SELECT id FROM users WHERE username = ?").pluck();
    expect(() => statement.get("operator")).toThrow(SqliteOnlyError);
    expect(() => statement.get("operator")).toThrow(/SELECT id FROM users/);
    expect(() => db.exec("SELECT 1")).toThrow(SqliteOnlyError);
    expect(() => db.transaction(() => 1).immediate()).toThrow(SqliteOnlyError);
  });

  describe.skipIf(!TEST_DATABASE_URL)("on PostgreSQL", () => {
    let pg: OpenedDatabase;
    let remove: (() => Promise<void>) | null = null;
    let url = "";
    beforeAll(async () => {
      const database = await copySeededPostgres(TEST_DATABASE_URL ?? "");
      remove = database.remove;
      url = database.url;
      pg = await openPostgres(database.url);
    }, 120_000);
    afterAll(async () => {
      await pg?.query.destroy();
      await remove?.();
    });

    it("make the same tables and columns as on SQLite (the search columns besides)", async () => {
      const [onSqlite, onPg] = [await layout(sqlite), await layout(pg)];
      expect(onPg.search_docs).toEqual([...(onSqlite.search_docs ?? []), "match_text", "match_words"].sort());
      expect({ ...onPg, search_docs: [] }).toEqual({ ...onSqlite, search_docs: [] });
    });

    it("make the socket.io adapter's attachments table, with the columns its README gives", async () => {
      const tables = await pg.query.introspection.getTables();
      const attachments = tables.find((t) => t.name === "socket_io_attachments");
      expect(attachments?.columns.map((c) => [c.name, c.dataType])).toEqual([
        ["id", "int8"],
        ["created_at", "timestamptz"],
        ["payload", "bytea"],
      ]);
      const sqliteTables = await sqlite.query.introspection.getTables();
      expect(sqliteTables.map((t) => t.name)).not.toContain("socket_io_attachments");
    });

    it("seed the same rows, search documents and coordinates as on SQLite", async () => {
      expect(pg.seededMs).toBeNull(); // a copy of the seeded template
      const [a, b] = [await contents(sqlite), await contents(pg)];
      expect(b.counts).toEqual(a.counts);
      expect(b.coordinates).toEqual(a.coordinates);
      expect(b.docs).toEqual(a.docs);
    });

    it("number new rows after the seeded ones", async () => {
      const { id } = await pg.query
        .insertInto("clients")
        .values({ name: "New client" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const max = await sqlite.query
        .selectFrom("clients")
        .select((eb) => eb.fn.max("id").as("m"))
        .executeTakeFirstOrThrow();
      expect(id).toBe(Number(max.m) + 1);
    });

    it("index the search columns: substrings by trigram, word prefixes without accents", async () => {
      const { sql } = await import("kysely");
      const unit = await pg.query
        .selectFrom("search_docs")
        .select(["rowid", "name"])
        .where("kind", "=", "live_units")
        .orderBy("rowid")
        .offset(5)
        .limit(1)
        .executeTakeFirstOrThrow();
      const middle = unit.name.toLowerCase().slice(2, 7);
      const bySubstring = await sql<{
        rowid: number;
      }>`SELECT rowid FROM search_docs WHERE match_text LIKE ${`%${middle}%`}`.execute(pg.query);
      expect(bySubstring.rows.map((r) => r.rowid)).toContain(unit.rowid);
      const word = unit.name.split(/\s+/)[0]?.slice(0, 2).toLowerCase() ?? "";
      const byPrefix = await sql<{
        rowid: number;
      }>`SELECT rowid FROM search_docs WHERE match_words @@ to_tsquery('simple', ${`${word}:*`})`.execute(pg.query);
      expect(byPrefix.rows.map((r) => r.rowid)).toContain(unit.rowid);
    });

    it("keep a database seeded from other sources (a shared one is not dropped), saying so", async () => {
      await writeMeta(pg.query, { seed_version: "older-sources" });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const again = await openPostgres(url, { seedVersion: "these-sources" });
      try {
        expect(again.seededMs).toBeNull();
        expect(warn).toHaveBeenCalledWith(expect.stringContaining("seeded from other sources (older-sources)"));
        expect(await readMeta(again.query, "seed_version")).toBe("older-sources");
      } finally {
        warn.mockRestore();
        await again.query.destroy();
      }
    });
  });
});
