import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { auditLog } from "./audit-log";

describe("auditLog", () => {
  it("appends who, what, on what, from where and when", () => {
    const db = new BetterSqlite3(":memory:");
    const before = Date.now();
    auditLog(db).record({ action: "share.revoke", userId: 7, target: "share:abc", ip: "127.0.0.1", details: { a: 1 } });
    auditLog(db).record({ action: "sign_in.failure", actor: "x".repeat(500) });
    const rows = db.prepare("SELECT * FROM audit_events ORDER BY id").all() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: "share.revoke", user_id: 7, target: "share:abc", ip: "127.0.0.1" });
    expect(JSON.parse(String(rows[0]!.details))).toEqual({ a: 1 });
    expect(Number(rows[0]!.at_ms)).toBeGreaterThanOrEqual(before);
    expect(String(rows[1]!.actor)).toHaveLength(200);
    expect(rows[1]!.user_id).toBeNull();
  });
});
