// Starts the reference server in this process (for the element tests) and issues the demo users'
// tokens. Node side only: imported by web-test-runner.config.mjs, which runs under `--import tsx`
// so the server's TypeScript loads directly.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { cachedDataDir } from "../../../scripts/seed-hash.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
export const DEMO_USERS = ["operator", "multi", "limited", "partner", "admin", "auditor", "html5"];

/**
 * Starts `startServer` from reference-app/server/app.ts on a free port with a cached data folder
 * (.cache/test-data/<seed hash>: seeded on the first run and whenever the seed changes, reused
 * otherwise). `allowedOrigins`: the test pages' origin, which calls the API cross-origin (CORS).
 * Returns its URL, the demo users' tokens, `nextPageTokens()` for fresh ones (a token dies when its
 * session signs out, so each test page gets its own; sessions are made ahead, because the runner asks
 * for a page's HTML synchronously) and `close`.
 */
export async function startReferenceServer({ dataDir = cachedDataDir("test"), allowedOrigins = [] } = {}) {
  const appFile = path.join(root, "reference-app/server/app.ts");
  if (!existsSync(appFile)) throw new Error("reference-app/server/app.ts does not exist yet");
  mkdirSync(dataDir, { recursive: true });
  const { startServer } = await import(appFile);
  const started = Date.now();
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(dataDir, "vms.sqlite"),
    cdnDir: path.join(root, "dist/cdn"),
    allowedOrigins,
    // The alerts tests raise their own alerts (POST /api/test/alerts); never on outside tests.
    testHooks: true,
  });
  const issueTokens = async () =>
    Object.fromEntries(await Promise.all(DEMO_USERS.map(async (user) => [user, await server.issueToken(user)])));
  const tokens = await issueTokens();
  const seeded = server.seededMs === null ? "data reused" : `seeded in ${Math.round(server.seededMs)} ms`;
  console.log(`[browser] reference server at ${server.url} (${Date.now() - started} ms, ${seeded})`);
  /** Each page's tokens, with an operator's token whose `exp` has passed (401 `token_expired`). */
  const pageTokens = async () => ({
    tokens: await issueTokens(),
    expiredToken: await server.issueToken("operator", -60_000),
  });
  const ahead = await Promise.all(Array.from({ length: 8 }, pageTokens));
  const nextPageTokens = () => {
    const next = ahead.length > 1 ? ahead.shift() : ahead[0];
    void pageTokens().then((made) => ahead.push(made));
    return next;
  };
  return { url: server.url, tokens, nextPageTokens, close: () => server.close() };
}
