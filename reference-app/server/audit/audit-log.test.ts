import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { sqliteQueryDb } from "../db/query-layer";
import { auditLog } from "./audit-log";

describe("auditLog", () => {
  it("appends who, what, on what, from where and when", async () => {
    const db = new BetterSqlite3(":memory:");
    await migrateToLatest(sqliteQueryDb(db));
    const before = Date.now();
    const log = auditLog(sqliteQueryDb(db));
    await log.record({ action: "share.revoke", userId: 7, target: "share:abc", ip: "127.0.0.1", details: { a: 1 } });
    await log.record({ action: "sign_in.failure", actor: "x".repeat(500) });
    const rows = db.prepare("SELECT * FROM audit_events ORDER BY id").all() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: "share.revoke", user_id: 7, target: "share:abc", ip: "127.0.0.1" });
    expect(JSON.parse(String(rows[0]!.details))).toEqual({ a: 1 });
    expect(Number(rows[0]!.at_ms)).toBeGreaterThanOrEqual(before);
    expect(String(rows[1]!.actor)).toHaveLength(200);
    expect(rows[1]!.user_id).toBeNull();
  });
});

describe("auditLog on a failing database", () => {
  it("never rejects: the failure is logged and the caller goes on", async () => {
    const db = new BetterSqlite3(":memory:");
    const log = auditLog(sqliteQueryDb(db)); // no table: every write fails
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      await expect(log.record({ action: "x.y" })).resolves.toBeUndefined();
    } finally {
      console.error = original;
    }
    expect(errors).toEqual(["audit record failed"]);
  });
});
