/** Alerts per minute of `npm start` when `ALERT_RATE` is not set: a new alert every 30 s. */
export const DEFAULT_DEMO_ALERT_RATE = 2;
/** Behind by more than this (a blocked event loop), the generator skips ahead instead of bursting. */
export const MAX_CATCH_UP_MS = 5_000;

export interface AlertGeneratorOptions {
  /** Alerts per minute; 0 turns the generator off. */
  ratePerMinute: number;
  /** Raises one alert. */
  raise(): void;
  now?: () => number;
}

/**
 * Raises `ratePerMinute` alerts a minute at even intervals (60 000 / rate ms), so a window of
 * T ms holds floor(T × rate / 60 000) alerts. Which alerts is decided by the service's seeded plan.
 */
export function createAlertGenerator(options: AlertGeneratorOptions) {
  const now = options.now ?? Date.now;
  const rate = options.ratePerMinute;
  const interval = rate > 0 ? 60_000 / rate : Infinity;
  let next = Infinity;
  let timer: NodeJS.Timeout | null = null;
  let raised = 0;

  /** Raises every alert due by `at`; answers how many. */
  const catchUp = (at: number): number => {
    if (at - next > MAX_CATCH_UP_MS) next = at - ((at - next) % interval);
    let count = 0;
    while (next <= at) {
      options.raise();
      next += interval;
      count += 1;
    }
    raised += count;
    return count;
  };

  const schedule = () => {
    timer = setTimeout(
      () => {
        timer = null;
        try {
          catchUp(now());
        } catch (error) {
          console.error("alert generator:", error);
        }
        schedule();
      },
      Math.max(0, Math.min(next - now(), 60_000)),
    );
    timer.unref();
  };

  return {
    /** Starts raising (no-op at rate 0); the first alert comes one interval after `startMs`. */
    start(startMs = now()): void {
      if (rate <= 0 || timer) return;
      next = startMs + interval;
      schedule();
    },
    /** For tests driving time by hand: start at `startMs` without a timer. */
    startManual(startMs: number): void {
      if (rate > 0) next = startMs + interval;
    },
    catchUp,
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      next = Infinity;
    },
    raised: () => raised,
    ratePerMinute: rate,
  };
}
export type AlertGenerator = ReturnType<typeof createAlertGenerator>;
