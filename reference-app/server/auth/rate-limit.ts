import type { QueryDb } from "../db/query-layer";
import { countHit, forgetHitsBefore } from "./rate-limit.queries";

export interface RateVerdict {
  allowed: boolean;
  /** Requests counted in this window, this one included. */
  hits: number;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterS: number;
}

/**
 * A rate limit of `max` requests per `windowMs` per key, counted in the database
 * (`rate_limit_hits`), so every instance on one database counts the same requests: N instances
 * behind a load balancer allow `max`, not N × `max`. Fixed windows aligned on `windowMs` (as
 * `@fastify/rate-limit`'s local store did); a request past the limit still counts.
 */
export function databaseRateLimit(
  db: QueryDb,
  name: string,
  { max, windowMs, now = Date.now }: { max: number; windowMs: number; now?: () => number },
) {
  return {
    async hit(key: string): Promise<RateVerdict> {
      const t = now();
      const start = t - (t % windowMs);
      const hits = await countHit(db, `${name}:${key}`, start);
      // The first request of a window clears the windows before the last one.
      if (hits === 1)
        void forgetHitsBefore(db, start - windowMs).catch((error: unknown) => console.error("rate limit:", error));
      return { allowed: hits <= max, hits, retryAfterS: Math.max(1, Math.ceil((start + windowMs - t) / 1000)) };
    },
  };
}
