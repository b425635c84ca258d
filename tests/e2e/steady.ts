import { expect } from "@playwright/test";

/**
 * Samples `read()` every `intervalMs` until two samples in a row differ by at most `within` (by
 * `distance`): the picture has stopped moving (a patrol halted, a pan or a light settled), or a
 * value has stopped changing. Answers the last sample and the difference between the last two.
 * The wait is for that state, not for a time: it ends as soon as the state is seen.
 */
export async function steady<T>(
  read: () => Promise<T>,
  distance: (a: T, b: T) => number,
  {
    within,
    intervalMs = 200,
    timeout = 15_000,
    message = "a steady picture",
  }: {
    within: number;
    intervalMs?: number;
    timeout?: number;
    message?: string;
  },
): Promise<{ value: T; drift: number }> {
  let last = await read();
  let drift = Infinity;
  await expect
    .poll(
      async () => {
        const next = await read();
        drift = distance(last, next);
        last = next;
        return drift;
      },
      { timeout, intervals: [intervalMs], message },
    )
    .toBeLessThanOrEqual(within);
  return { value: last, drift };
}
