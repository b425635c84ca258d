import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import { sqliteQueryDb } from "../../db/query-layer";
import { clusterLiveLoad } from "./cluster-load";

describe("the cluster's live load", () => {
  it("counts the other instances' encoders and sessions, not its own, and lets a silent one's lapse", async () => {
    const db = new BetterSqlite3(":memory:");
    const query = sqliteQueryDb(db);
    await migrateToLatest(query);
    let now = 1_000_000;
    const options = { heartbeatMs: 60_000, leaseMs: 5_000, now: () => now };
    const aLoad = { encoders: 2, sessions: new Map([[7, 2]]) };
    const a = clusterLiveLoad(query, "a", () => aLoad, options);
    const b = clusterLiveLoad(query, "b", () => ({ encoders: 1, sessions: new Map([[7, 1]]) }), options);
    await Promise.all([a.publish(), b.publish()]);
    const seenByB = await b.others();
    expect([seenByB.encoders, seenByB.sessionsOf(7), seenByB.sessionsOf(8)]).toEqual([2, 2, 0]);
    const seenByA = await a.others();
    expect([seenByA.encoders, seenByA.sessionsOf(7)]).toEqual([1, 1]);
    // A's load changes and is published; then A goes silent past the lease: no longer counted.
    aLoad.encoders = 3;
    await a.publish();
    expect((await b.others()).encoders).toBe(3);
    now += 5_001;
    expect((await b.others()).encoders).toBe(0);
    // An instance that stops removes its row.
    await b.publish();
    await b.close();
    now += 1;
    await a.publish();
    expect((await a.others()).encoders).toBe(0);
    expect(await query.selectFrom("cluster_instances").select("instance_id").execute()).toEqual([{ instance_id: "a" }]);
    await a.close();
    await query.destroy();
  });
});
