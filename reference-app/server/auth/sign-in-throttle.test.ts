import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { Database } from "better-sqlite3";
import { migrateToLatest } from "../db/migrate";
import { sqliteQueryDb } from "../db/query-layer";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "../settings";
import { delayAfter, signInThrottle, type Admission, type SignInAttempt } from "./sign-in-throttle";

const limits: SignInLimits = {
  ...DEFAULT_SIGN_IN_LIMITS,
  failuresPerUser: 6,
  failuresPerIpUser: 3,
  usernamesPerIp: 4,
  failuresPerDevice: 2,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  windowMs: 60_000,
};
const T0 = 1_700_000_000_000;
const attacker: SignInAttempt = { username: "operator", ip: "10.0.0.9", device: null };

/** A fresh SQLite database with the schema (the migrations). */
async function migratedDatabase(): Promise<Database> {
  const db = new BetterSqlite3(":memory:");
  await migrateToLatest(sqliteQueryDb(db));
  return db;
}

/** The throttle on a SQLite database (a fresh one by default), through the query layer. */
const throttleOn = async (db?: Database) => signInThrottle(sqliteQueryDb(db ?? (await migratedDatabase())), limits);

/** Fails `n` attempts (settled wrong, one after another) at `at`; returns the admissions. */
async function fail(
  throttle: ReturnType<typeof signInThrottle>,
  attempt: SignInAttempt,
  n: number,
  at: number,
): Promise<Admission[]> {
  const admissions: Admission[] = [];
  for (let i = 0; i < n; i += 1) {
    const admission = await throttle.admit(attempt, at);
    if (admission.admitted) await admission.settle(false);
    admissions.push(admission);
  }
  return admissions;
}

describe("delayAfter", () => {
  it("is nothing below the limit, then doubles from firstDelayMs up to maxDelayMs", () => {
    expect([2, 3, 4, 5, 6, 7, 40].map((n) => delayAfter(n, 3, limits))).toEqual([
      0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe("signInThrottle", () => {
  it("slows one username from one address: a wait that grows after each failure, never a lock", async () => {
    const throttle = await throttleOn();
    expect((await fail(throttle, attacker, 3, T0)).every((a) => a.admitted)).toBe(true);
    expect(await throttle.admit(attacker, T0 + 500)).toMatchObject({
      admitted: false,
      retryAfterSeconds: 1,
      reason: "ip-user",
    });
    await fail(throttle, attacker, 1, T0 + 1000); // the 4th, once the first wait passed
    expect(await throttle.admit(attacker, T0 + 2500)).toMatchObject({ admitted: false, retryAfterSeconds: 1 });
    expect(await throttle.admit(attacker, T0 + 1000)).toMatchObject({ admitted: false, retryAfterSeconds: 2 });
    expect((await throttle.admit(attacker, T0 + 3000)).admitted).toBe(true);
    // Failures older than the window no longer count.
    expect((await throttle.admit(attacker, T0 + 3000 + limits.windowMs + 1)).admitted).toBe(true);
  });

  it("judges a client with a device cookie by its own failures only", async () => {
    const throttle = await throttleOn();
    await fail(throttle, attacker, 3, T0);
    expect((await throttle.admit(attacker, T0)).admitted).toBe(false);
    const device: SignInAttempt = { ...attacker, device: "nonce-a" };
    const right = await throttle.admit(device, T0);
    expect(right.admitted).toBe(true);
    if (right.admitted) await right.settle(true);
    await fail(throttle, device, 2, T0);
    expect(await throttle.admit(device, T0)).toMatchObject({ admitted: false, reason: "device" });
    expect((await throttle.admit({ ...device, device: "nonce-b" }, T0)).admitted).toBe(true);
  });

  it("counts a username's failures from every address, and usernames (not failures) per address", async () => {
    const throttle = await throttleOn();
    for (let i = 0; i < 6; i += 1) await fail(throttle, { ...attacker, ip: `10.0.1.${i}` }, 1, T0);
    expect(await throttle.admit({ ...attacker, ip: "10.0.2.1" }, T0)).toMatchObject({
      admitted: false,
      reason: "user",
    });
    // Many failures of one username from an address: another username from it is not slowed…
    const guessed = { ...attacker, username: "supervisor" };
    expect((await fail(throttle, guessed, 5, T0)).filter((a) => a.admitted)).toHaveLength(3);
    expect((await throttle.admit({ ...attacker, username: "limited" }, T0)).admitted).toBe(true);
    // …but spraying several usernames from one address is.
    const sprayer = { ...attacker, ip: "10.0.3.3" };
    for (const username of ["a", "b", "c", "d"]) await fail(throttle, { ...sprayer, username }, 1, T0);
    expect(await throttle.admit({ ...sprayer, username: "e" }, T0)).toMatchObject({ admitted: false, reason: "ip" });
    expect((await throttle.admit({ ...sprayer, username: "e", device: "nonce-e" }, T0)).admitted).toBe(true);
  });

  it("counts an attempt before its password is checked, so concurrent guesses cannot all slip in", async () => {
    const throttle = await throttleOn();
    const pending = await Promise.all(Array.from({ length: 10 }, () => throttle.admit(attacker, T0)));
    expect(pending.filter((a) => a.admitted)).toHaveLength(3);
    // A right password is forgiven: it does not count.
    const throttle2 = await throttleOn();
    for (let i = 0; i < 10; i += 1) {
      const a = await throttle2.admit(attacker, T0);
      expect(a.admitted).toBe(true);
      if (a.admitted) await a.settle(true);
    }
  });

  it("keeps its counts in the database, shared by every server on it", async () => {
    const db = await migratedDatabase();
    await fail(await throttleOn(db), attacker, 3, T0);
    expect((await (await throttleOn(db)).admit(attacker, T0)).admitted).toBe(false);
    expect(db.prepare("SELECT COUNT(*) FROM sign_in_failures").pluck().get()).toBe(3);
  });
});

describe("concurrent attempts", () => {
  it("admits an attempt below the limits although another's failure was stamped after its clock (it waited for the lock)", async () => {
    const throttle = await throttleOn();
    await fail(throttle, attacker, 1, T0 + 50);
    // This attempt read the clock at T0, then waited while the other took the lock and failed at T0 + 50.
    const admission = await throttle.admit(attacker, T0);
    expect(admission.admitted).toBe(true);
  });
});
