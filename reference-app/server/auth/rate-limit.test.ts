import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { sqliteQueryDb } from "../db/query-layer";
import { databaseRateLimit } from "./rate-limit";

describe("the database rate limit", () => {
  it("allows max requests per window and key, says when the window ends, and forgets old windows", async () => {
    const db = new BetterSqlite3(":memory:");
    const query = sqliteQueryDb(db);
    await migrateToLatest(query);
    let now = 1_700_000_020_000; // 40 s into a minute
    const limit = databaseRateLimit(query, "test", { max: 3, windowMs: 60_000, now: () => now });
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limit.hit("10.0.0.1"));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[3]).toMatchObject({ hits: 4, retryAfterS: 20 });
    // Another key has its own count; two limiters on one database share one (two instances).
    expect((await limit.hit("10.0.0.2")).allowed).toBe(true);
    const other = databaseRateLimit(query, "test", { max: 3, windowMs: 60_000, now: () => now });
    expect((await other.hit("10.0.0.1")).allowed).toBe(false);
    now += 20_000; // the next window
    expect(await other.hit("10.0.0.1")).toMatchObject({ allowed: true, hits: 1, retryAfterS: 60 });
    now += 120_000;
    await limit.hit("10.0.0.3");
    await expect.poll(() => db.prepare("SELECT count(*) FROM rate_limit_hits").pluck().get()).toBe(1);
    await query.destroy();
  });
});
