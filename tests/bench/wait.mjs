// Waiting in the benchmarks without fixed sleeps (issue 19; scripts/fixed-sleeps.test.ts checks
// tests/): a bench waits for observable state (`waitUntil`), and a measurement window is a loop
// that samples state until its deadline (`sampleFor`), each step at most STEP_MS.

/** The longest single pause a bench takes. */
export const STEP_MS = 200;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, STEP_MS))));

/**
 * Polls `check` (sync or async) every `step` ms (at most STEP_MS) until it returns a truthy value,
 * which it resolves; throws naming `what` after `timeout` ms.
 */
export async function waitUntil(check, { timeout = 15_000, step = 50, what = "the condition" } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() >= deadline) throw new Error(`${what} not reached within ${timeout} ms`);
    await pause(Math.min(step, deadline - Date.now()));
  }
}

/**
 * A measurement window of `ms`: calls `sample` (sync or async; a throw ends the window with that
 * error) every `step` ms (at most STEP_MS) until the deadline; resolves the samples.
 */
export async function sampleFor(ms, sample = () => undefined, { step = STEP_MS } = {}) {
  const deadline = Date.now() + ms;
  const samples = [];
  for (;;) {
    samples.push(await sample());
    const left = deadline - Date.now();
    if (left <= 0) return samples;
    await pause(Math.min(step, left));
  }
}

/**
 * Resolves once the page's network is quiet: no request in flight and none started or ended for
 * `quiet` ms (how Playwright defines "networkidle", which only follows a navigation). Socket.IO's
 * long polls are not counted.
 */
export async function networkQuiet(page, { quiet = 500, timeout = 15_000 } = {}) {
  let inFlight = 0;
  let last = Date.now();
  const counted = (request) => !request.url().includes("/socket.io/");
  const started = (request) => counted(request) && ((inFlight += 1), (last = Date.now()));
  const ended = (request) => counted(request) && ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await waitUntil(() => inFlight === 0 && Date.now() - last >= quiet, { timeout, what: "a quiet network" });
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * Resolves once the page's main thread is idle: `periods` idle callbacks in a row each had at
 * least 40 ms of the 50 ms an idle period can give (no task, no frame work pending).
 */
export function pageIdle(page, { periods = 5, timeout = 15_000 } = {}) {
  return page.evaluate(
    ({ periods, timeout }) =>
      new Promise((resolve, reject) => {
        const until = performance.now() + timeout;
        let quiet = 0;
        const check = (deadline) => {
          quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= periods) resolve(null);
          else if (performance.now() > until) reject(new Error(`the page was not idle within ${timeout} ms`));
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
    { periods, timeout },
  );
}
