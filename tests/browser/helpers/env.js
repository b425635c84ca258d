// What web-test-runner.config.mjs injects into every test page: the reference server's URL and
// the demo users' tokens. `apiBaseUrl` is null when the server could not start (see the log).
export function testEnv() {
  const env = window.__VMS_TEST__;
  if (!env) throw new Error("window.__VMS_TEST__ is missing: run through `npm run test:browser`");
  return env;
}

/** The env, or an error saying why there is no server. */
export function serverEnv() {
  const env = testEnv();
  if (!env.apiBaseUrl) throw new Error(`no reference server: ${env.serverError ?? "unknown reason"}`);
  return env;
}

/** Waits until `predicate()` is truthy (polls each animation frame), or fails after `timeout` ms. */
export async function waitFor(predicate, { timeout = 5000, message = "condition" } = {}) {
  const start = performance.now();
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${message}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Waits until `read()` (a JSON-serialisable snapshot of what the page shows) has stayed the same for
 * `frames` animation frames in a row: a pan or zoom animating, or markers still being drawn, change
 * it every frame. Fails after `timeout` ms. Answers the snapshot.
 */
export async function waitForSteady(read, { frames = 10, timeout = 5000, message = "a steady state" } = {}) {
  const start = performance.now();
  let last;
  let same = 0;
  for (;;) {
    const now = JSON.stringify(await read());
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= frames) return JSON.parse(now);
    if (performance.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${message}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Adds `html` to the body in a fresh container and returns it; call `container.remove()` after. */
export function mount(html) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}
