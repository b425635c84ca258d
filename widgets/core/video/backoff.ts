/** Reconnect delays after a dropped or failed stream: exponential, capped, with jitter. */
export interface BackoffOptions {
  /** Delay before the first retry, ms. */
  baseMs: number;
  /** Longest delay, ms. */
  maxMs: number;
  /** Growth per attempt. */
  factor: number;
  /** Fraction of the delay drawn at random (0 = none, 0.2 = ±20 %), so many players do not retry in step. */
  jitter: number;
  /** Retries before giving up (the player then shows an error with Retry). */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 1000,
  maxMs: 30_000,
  factor: 2,
  jitter: 0.2,
  maxAttempts: 8,
};

/**
 * The delay before retry number `attempt` (1 = the first retry), or null when no retry is left.
 * `random` is injectable for tests (a value in [0, 1)).
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > options.maxAttempts) return null;
  const plain = Math.min(options.maxMs, options.baseMs * options.factor ** (attempt - 1));
  const spread = plain * options.jitter * (random() * 2 - 1);
  return Math.max(0, Math.round(Math.min(options.maxMs, plain + spread)));
}
