import type { QueryDb } from "../db/query-layer";
import type { SignInLimits } from "../settings";
import {
  countFailures,
  deleteFailure,
  inThrottleLock,
  insertFailure,
  pruneFailures,
  type FailureCount,
} from "./sign-in-throttle.queries";

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
  | { admitted: true; /** Call with the password's verdict. */ settle(valid: boolean): Promise<void> }
  | { admitted: false; retryAfterSeconds: number; reason: ThrottleReason; failures: number };

export interface SignInThrottle {
  /** Admits the attempt (counted as a failure until settled right) or says how long to wait. */
  admit(attempt: SignInAttempt, now?: number): Promise<Admission>;
}

/** The wait after `n` failures against a limit of `limit` (0 below it). */
export function delayAfter(n: number, limit: number, limits: SignInLimits): number {
  if (n < limit) return 0;
  return Math.min(limits.firstDelayMs * 2 ** Math.min(n - limit, 30), limits.maxDelayMs);
}

/**
 * The throttle over the database `query` (its table is made by the migrations).
 */
export function signInThrottle(query: QueryDb, limits: SignInLimits): SignInThrottle {
  let prunedAt = 0;

  // One step for every instance on the database: the counts and the provisional failure.
  const admit = (attempt: SignInAttempt, now: number): Promise<Admission> =>
    inThrottleLock(query, async (db): Promise<Admission> => {
      const since = now - limits.windowMs;
      if (now - prunedAt > 60_000) {
        await pruneFailures(db, since);
        prunedAt = now;
      }
      const checks: [ThrottleReason, FailureCount, number][] = attempt.device
        ? [
            [
              "device",
              await countFailures(db, { of: "device", device: attempt.device }, since),
              limits.failuresPerDevice,
            ],
          ]
        : [
            [
              "user",
              await countFailures(db, { of: "user", username: attempt.username }, since),
              limits.failuresPerUser,
            ],
            [
              "ip-user",
              await countFailures(db, { of: "ip-user", ip: attempt.ip, username: attempt.username }, since),
              limits.failuresPerIpUser,
            ],
            ["ip", await countFailures(db, { of: "usernames-by-ip", ip: attempt.ip }, since), limits.usernamesPerIp],
          ];
      let held: Extract<Admission, { admitted: false }> | null = null;
      for (const [reason, { n, last }, limit] of checks) {
        // Below the limit there is no wait, even when another attempt's failure was stamped after
        // `now` (taken before this one waited for the lock: concurrent sign-ins on PostgreSQL).
        const delay = delayAfter(n, limit, limits);
        const wait = last === null || delay === 0 ? 0 : last + delay - now;
        if (wait > 0 && (!held || wait / 1000 > held.retryAfterSeconds))
          held = { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), reason, failures: n };
      }
      if (held) return held;
      const id = await insertFailure(db, {
        atMs: now,
        username: attempt.username,
        ip: attempt.ip,
        device: attempt.device,
      });
      return {
        admitted: true,
        settle: async (valid) => {
          if (valid) await deleteFailure(query, id);
        },
      };
    });
  return { admit: (attempt, now = Date.now()) => admit(attempt, now) };
}
