import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { sqliteQueryDb } from "../db/query-layer";
import { copySeededDatabase } from "../testing/seeded-database";
import { startTestServer, type TestServer } from "../testing/server-test";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "../settings";
import { auditRetention } from "./audit-retention";

const DAY_MS = 86_400_000;

/** Inserts one audit event `daysAgo` days old, named by its action. */
function insertEvent(db: BetterSqlite3.Database, action: string, daysAgo: number, now = Date.now()): void {
  db.prepare("INSERT INTO audit_events (at_ms, action) VALUES (?, ?)").run(now - daysAgo * DAY_MS, action);
}

const actions = (db: BetterSqlite3.Database) =>
  db.prepare("SELECT action FROM audit_events WHERE action LIKE 'test.%' ORDER BY action").pluck().all();

describe("the audit trail's retention", () => {
  it("deletes events older than its days when it starts, then every interval, and keeps the others", async () => {
    const db = new BetterSqlite3(":memory:");
    const query = sqliteQueryDb(db);
    await migrateToLatest(query);
    insertEvent(db, "test.old", 31);
    insertEvent(db, "test.recent", 29);
    const retention = auditRetention(query, { days: 30, intervalMs: 50 });
    try {
      retention.start();
      await expect.poll(() => actions(db)).toEqual(["test.recent"]);
      // Later events that age past the limit go on the next pass.
      insertEvent(db, "test.aged", 45);
      await expect.poll(() => actions(db)).toEqual(["test.recent"]);
    } finally {
      retention.stop();
    }
    insertEvent(db, "test.after-stop", 45);
    expect(await retention.sweep()).toBe(1);
  });

  describe("in the server", () => {
    /** A server started on a copy of the seeded database holding `events` (action, days old). */
    async function serverWith(
      events: [string, number][],
      days?: number,
    ): Promise<{ server: TestServer; done(): Promise<void> }> {
      const copy = copySeededDatabase();
      const db = new BetterSqlite3(copy.file);
      for (const [action, daysAgo] of events) insertEvent(db, action, daysAgo);
      db.close();
      const server = await startTestServer({ dbFile: copy.file, auditRetentionDays: days });
      return {
        server,
        done: async () => {
          await server.close();
          copy.remove();
        },
      };
    }

    it(`runs at start as the singleton 'audit-retention' (default ${DEFAULT_AUDIT_RETENTION_DAYS} days)`, async () => {
      const { server, done } = await serverWith([
        ["test.ancient", DEFAULT_AUDIT_RETENTION_DAYS + 1],
        ["test.kept", DEFAULT_AUDIT_RETENTION_DAYS - 1],
      ]);
      try {
        expect(server.singletons.held()).toContain("audit-retention");
        await expect.poll(() => actions(server.db)).toEqual(["test.kept"]);
      } finally {
        await done();
      }
    });

    it("keeps `auditRetentionDays` days when given", async () => {
      const { server, done } = await serverWith(
        [
          ["test.week-old", 8],
          ["test.fresh", 6],
        ],
        7,
      );
      try {
        await expect.poll(() => actions(server.db)).toEqual(["test.fresh"]);
      } finally {
        await done();
      }
    });
  });
});
