/**
 * Measures whether bad sign-ins slow other users' calls: `user_info` latency alone, then while a
 * wave of concurrent bad sign-ins (distinct unknown usernames, so no per-user limit applies) is in
 * flight. Used by the sign-in load test and `tests/bench/sign-in-load.bench.ts`.
 */
export interface SignInLoadFigures {
  /** p50 / p95 of user_info alone, ms. */
  aloneP50: number;
  aloneP95: number;
  /** p50 / p95 of user_info while the bad sign-ins run, ms. */
  loadedP50: number;
  loadedP95: number;
  /** Samples taken under load (few when the event loop is blocked). */
  loadedSamples: number;
  /** One bad sign-in alone, median of 5, ms. */
  badSignInMs: number;
  /** Wall time of the whole wave of concurrent bad sign-ins, ms. */
  waveMs: number;
  /** Status codes the wave got (401 expected; 429 means a rate limit cut it short). */
  waveStatuses: Record<number, number>;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function measureSignInLoad(
  baseUrl: string,
  cookie: string,
  { concurrent = 25, aloneSamples = 200 } = {},
): Promise<SignInLoadFigures> {
  const userInfo = () =>
    fetch(`${baseUrl}/api/vms/user_info`, { headers: { cookie } }).then(async (r) => {
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`user_info answered ${r.status}`);
    });
  const badSignIn = (i: number) =>
    fetch(`${baseUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({ username: `intruder-${i}`, password: "wrong", redirect_to: "/" }).toString(),
      redirect: "manual",
    }).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    });

  for (let i = 0; i < 20; i += 1) await userInfo(); // warm up connections and statements
  // The baseline is taken half before and half after the wave, so a passing disturbance (the
  // machine is shared) weighs on both sides alike.
  const alone: number[] = [];
  for (let i = 0; i < aloneSamples / 2; i += 1) alone.push(await timed(userInfo));

  const singles: number[] = [];
  for (let i = 0; i < 5; i += 1) singles.push(await timed(() => badSignIn(1000 + i)));

  const waveStart = performance.now();
  let done = false;
  const wave = Promise.all(Array.from({ length: concurrent }, (_, i) => badSignIn(i))).then((statuses) => {
    done = true;
    return statuses;
  });
  const loaded: number[] = [];
  while (!done) loaded.push(await timed(userInfo));
  const statuses = await wave;
  const waveMs = performance.now() - waveStart;
  for (let i = 0; i < aloneSamples / 2; i += 1) alone.push(await timed(userInfo));

  const waveStatuses: Record<number, number> = {};
  for (const status of statuses) waveStatuses[status] = (waveStatuses[status] ?? 0) + 1;
  return {
    aloneP50: percentile(alone, 50),
    aloneP95: percentile(alone, 95),
    loadedP50: percentile(loaded, 50),
    loadedP95: percentile(loaded, 95),
    loadedSamples: loaded.length,
    badSignInMs: percentile(singles, 50),
    waveMs,
    waveStatuses,
  };
}
