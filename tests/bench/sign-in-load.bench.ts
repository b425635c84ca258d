// user_info latency alone and while 25 bad sign-ins run at once, on the seeded fleet (figures only;
// the pass/fail check is reference-app/server/routes/sign-in-load.test.ts).
import { startServer } from "../../reference-app/server/app";
import { signIn } from "../../reference-app/server/testing/http-client";
import { copySeededDatabase } from "../../reference-app/server/testing/seeded-database";
import { measureSignInLoad } from "../../reference-app/server/testing/sign-in-load";

export const name = "sign-in under load";
export const description = "user_info p50/p95 alone and during 25 concurrent bad sign-ins; one bad sign-in";

export async function run(): Promise<Record<string, number>> {
  const copy = copySeededDatabase();
  const server = await startServer({
    port: 0,
    dbFile: copy.file,
    signInLimits: { failuresPerIp: 10_000, failuresPerUser: 10_000, windowMs: 60_000 },
  });
  try {
    const figures = await measureSignInLoad(server.url, await signIn(server.url, "multi"), { aloneSamples: 400 });
    return {
      "user_info p50 alone (ms)": figures.aloneP50,
      "user_info p95 alone (ms)": figures.aloneP95,
      "user_info p50 under load (ms)": figures.loadedP50,
      "user_info p95 under load (ms)": figures.loadedP95,
      "samples under load": figures.loadedSamples,
      "one bad sign-in (ms)": figures.badSignInMs,
      "25 bad sign-ins, wall (ms)": figures.waveMs,
    };
  } finally {
    await server.close();
    copy.remove();
  }
}
