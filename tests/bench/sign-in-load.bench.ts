// Budget (npm test): 25 concurrent bad sign-ins must not slow other users' calls: user_info p95
// while they run stays within 2× of its p95 alone, measured in the same run. Before hashing moved
// off the event loop: 1.3 ms alone, 80–1,050 ms under load. The machine may be shared, so the best
// of up to three measurements counts; each one is printed. With a p95 of a few ms alone, the 2× is
// taken with a 1 ms floor (scheduling noise on two cores shared with 25 hashes): blocking the event
// loop costs tens to hundreds of ms, far beyond it.
//
// The server runs in a process of its own (sign-in-bench/server-child.ts), as other users meet it.
// With the clients in the server's process, their own handling of the 25 sign-ins' answers counted
// against the server: 6 alternating pairs measured 1.00–3.13× in-process (3 over 2×) and
// 1.32–1.69× with the server apart.
import path from "node:path";
import { signIn } from "../../reference-app/server/testing/http-client";
import { measureSignInLoad, type SignInLoadFigures } from "../../reference-app/server/testing/sign-in-load";
import { serverApart } from "./server-apart";

export const name = "sign-in under load";
export const description = "user_info p95 during 25 concurrent bad sign-ins within 2× of its p95 alone";
export const budget = true;

/** The most user_info p95 under load may be: 2× alone, and never less than alone + 1 ms. */
const allowed = (aloneP95: number) => Math.max(2 * aloneP95, aloneP95 + 1);

export async function run(): Promise<Record<string, number>> {
  const server = await serverApart(path.join(import.meta.dirname, "sign-in-bench/server-child.ts"));
  try {
    const cookie = await signIn(server.url, "multi");
    const attempts: SignInLoadFigures[] = [];
    for (let i = 0; i < 3; i += 1) {
      const figures = await measureSignInLoad(server.url, cookie, { aloneSamples: 400 });
      attempts.push(figures);
      console.log(
        `    attempt ${i + 1}: user_info p95 ${figures.aloneP95.toFixed(2)} ms alone, ${figures.loadedP95.toFixed(2)} ms under load`,
      );
      if (figures.loadedP95 <= allowed(figures.aloneP95)) break;
    }
    const figures = attempts.reduce((a, b) => (b.loadedP95 / b.aloneP95 < a.loadedP95 / a.aloneP95 ? b : a));
    if (figures.loadedP95 > allowed(figures.aloneP95) || figures.waveStatuses[401] !== 25)
      throw new Error(
        `user_info p95 ${figures.loadedP95.toFixed(2)} ms under 25 bad sign-ins, over the ${allowed(figures.aloneP95).toFixed(2)} ms allowed (2× its ${figures.aloneP95.toFixed(2)} ms alone, at least +1 ms) (statuses ${JSON.stringify(figures.waveStatuses)})`,
      );
    return {
      "user_info p50 alone (ms)": figures.aloneP50,
      "user_info p95 alone (ms)": figures.aloneP95,
      "user_info p50 under load (ms)": figures.loadedP50,
      "user_info p95 under load (ms)": figures.loadedP95,
      "allowed under load (ms)": allowed(figures.aloneP95),
      "samples under load": figures.loadedSamples,
      "one bad sign-in (ms)": figures.badSignInMs,
      "25 bad sign-ins, wall (ms)": figures.waveMs,
    };
  } finally {
    await server.stop();
  }
}
