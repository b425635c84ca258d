import type { Database } from "better-sqlite3";
import type { SignInLimits } from "../settings";

/**
 * Failed sign-ins, counted in the database (several instances may share it) so that guessing
 * slows down while the right person is never locked out (OWASP's device-cookie scheme):
 * - a client holding a valid device cookie for the username is judged by that device's own failures
 *   only (`failuresPerDevice`): nobody else's failures ever slow it;
 * - any other client is judged by the username's failures from untrusted clients anywhere
 *   (`failuresPerUser`), from its address (`failuresPerIpUser`), and by how many usernames failed
 *   from its address (`usernamesPerIp`, password spraying): one user's failures count once there,
 *   so they never refuse another user's right password from the same address.
 * Past a limit, each further attempt waits `firstDelayMs`, doubling with each failure up to
 * `maxDelayMs`, after the last failure (429 with `Retry-After`): throttled, never locked. Only
 * failures within `windowMs` count.
 *
 * An attempt is counted as a failure before its password is checked and forgiven when it was right,
 * so concurrent guesses cannot all slip in before the first failure is written.
 */
export interface SignInAttempt {
  username: string;
  ip: string;
  /** The nonce of a valid device cookie for `username`, or null. */
  device: string | null;
}

/** Which count held an attempt back, for the audit record. */
export type ThrottleReason = "device" | "user" | "ip-user" | "ip";

export type Admission =
  | { admitted: true; /** Call with the password's verdict. */ settle(valid: boolean): void }
  | { admitted: false; retryAfterSeconds: number; reason: ThrottleReason; failures: number };

interface Count {
  n: number;
  last: number | null;
}

export interface SignInThrottle {
  /** Admits the attempt (counted as a failure until settled right) or says how long to wait. */
  admit(attempt: SignInAttempt, now?: number): Admission;
}

/** The wait after `n` failures against a limit of `limit` (0 below it). */
export function delayAfter(n: number, limit: number, limits: SignInLimits): number {
  if (n < limit) return 0;
  return Math.min(limits.firstDelayMs * 2 ** Math.min(n - limit, 30), limits.maxDelayMs);
}

export function signInThrottle(db: Database, limits: SignInLimits): SignInThrottle {
  const count = (what: "*" | "DISTINCT username", where: string) => {
    const statement = db.prepare(
      `SELECT COUNT(${what}) AS n, MAX(at_ms) AS last FROM sign_in_failures WHERE ${where} AND at_ms > ?`,
    );
    return (...params: unknown[]) => statement.get(...params) as Count;
  };
  const byDevice = count("*", "device = ?");
  const byUser = count("*", "username = ? AND device IS NULL");
  const byIpUser = count("*", "ip = ? AND username = ? AND device IS NULL");
  const usernamesByIp = count("DISTINCT username", "ip = ? AND device IS NULL");
  const insert = db.prepare("INSERT INTO sign_in_failures (at_ms, username, ip, device) VALUES (?, ?, ?, ?)");
  const forgive = db.prepare("DELETE FROM sign_in_failures WHERE id = ?");
  const prune = db.prepare("DELETE FROM sign_in_failures WHERE at_ms <= ?");
  let prunedAt = 0;

  // IMMEDIATE: the count and the provisional failure are one step for every instance on the database.
  const admit = db.transaction((attempt: SignInAttempt, now: number): Admission => {
    const since = now - limits.windowMs;
    if (now - prunedAt > 60_000) {
      prune.run(since);
      prunedAt = now;
    }
    const checks: [ThrottleReason, Count, number][] = attempt.device
      ? [["device", byDevice(attempt.device, since), limits.failuresPerDevice]]
      : [
          ["user", byUser(attempt.username, since), limits.failuresPerUser],
          ["ip-user", byIpUser(attempt.ip, attempt.username, since), limits.failuresPerIpUser],
          ["ip", usernamesByIp(attempt.ip, since), limits.usernamesPerIp],
        ];
    let held: Extract<Admission, { admitted: false }> | null = null;
    for (const [reason, { n, last }, limit] of checks) {
      const wait = last === null ? 0 : last + delayAfter(n, limit, limits) - now;
      if (wait > 0 && (!held || wait / 1000 > held.retryAfterSeconds))
        held = { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), reason, failures: n };
    }
    if (held) return held;
    const id = insert.run(now, attempt.username, attempt.ip, attempt.device).lastInsertRowid;
    return {
      admitted: true,
      settle: (valid) => {
        if (valid) forgive.run(id);
      },
    };
  });
  return { admit: (attempt, now = Date.now()) => admit.immediate(attempt, now) };
}
