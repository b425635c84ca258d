/**
 * Work between two yields to the browser: well under a long task (50 ms) even on a 4× slower CPU,
 * with room for the one item that runs past it (one of the basemap's paths). 8 ms measured worse in
 * Lighthouse (mobile, 4×): total blocking time 594 → 503 ms (medians of 4 alternating pairs).
 */
export const SLICE_MS = 4;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Gives the main thread back (input, paint) before going on: `scheduler.yield()` or a 0 ms timer. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceOptions {
  /** Work per slice (ms). */
  sliceMs?: number;
  /** Checked before each item: true stops the job. */
  stopped?: () => boolean;
  /** The clock (tests). */
  now?: () => number;
  /** How to yield (tests). */
  yieldNow?: () => Promise<void>;
}

/**
 * Runs `each` over `items` in slices of about `sliceMs`, yielding to the browser between slices, so
 * a long job (adding markers, building the basemap) never blocks input or paint in one long task.
 * Stops early (and resolves false) when `stopped()` turns true; resolves true when every item ran.
 */
export async function inSlices<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  {
    sliceMs = SLICE_MS,
    stopped = () => false,
    now = () => performance.now(),
    yieldNow = yieldToMain,
  }: SliceOptions = {},
): Promise<boolean> {
  let start = now();
  for (const item of items) {
    if (now() - start >= sliceMs) {
      await yieldNow();
      start = now();
    }
    if (stopped()) return false;
    each(item);
  }
  return true;
}

/**
 * Runs `create` in a task of its own after the current one (the one that rendered and committed the
 * page), so the page's first paint does not wait for Leaflet's set-up (its layout reads and panes
 * are one long task on a slow phone). Answers the clean-up: before `create` ran, it cancels it;
 * after, it calls what `create` answered.
 */
export function afterThisTask(create: () => () => void, yieldNow: () => Promise<void> = yieldToMain): () => void {
  let cancelled = false;
  let cleanUp: (() => void) | undefined;
  void yieldNow().then(() => {
    if (!cancelled) cleanUp = create();
  });
  return () => {
    cancelled = true;
    cleanUp?.();
  };
}
