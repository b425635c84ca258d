/**
 * A debouncer with a leading edge: the first call after a quiet period runs at once; calls that
 * follow within `wait` ms are coalesced and the last one runs `wait` ms after the last call.
 * A single keystroke is answered immediately, a burst of typing costs one trailing request.
 */
export interface Debouncer {
  call(run: () => void): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  cancel(): void;
}

export function createDebouncer(wait: number, now: () => number = () => Date.now()): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => void) | undefined;
  let lastCall = Number.NEGATIVE_INFINITY;

  const fire = () => {
    timer = undefined;
    const run = pending;
    pending = undefined;
    run?.();
  };

  return {
    call(run) {
      const at = now();
      const quiet = at - lastCall >= wait && timer === undefined;
      lastCall = at;
      if (quiet) {
        run();
        return;
      }
      pending = run;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, wait);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
