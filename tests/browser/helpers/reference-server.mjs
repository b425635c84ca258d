// Starts the reference server in this process (for the element tests) and issues the demo users'
// tokens. Node side only: imported by web-test-runner.config.mjs, which runs under `--import tsx`
// so the server's TypeScript loads directly.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
export const DEMO_USERS = ["operator", "multi", "limited", "partner", "admin"];

/**
 * Starts `startServer` from reference-app/server/app.ts on a free port with a cached data folder
 * (seeded on the first run, reused after). Returns its URL, the demo users' tokens and `close`.
 */
export async function startReferenceServer({ dataDir = path.join(root, ".cache/test-data") } = {}) {
  const appFile = path.join(root, "reference-app/server/app.ts");
  if (!existsSync(appFile)) throw new Error("reference-app/server/app.ts does not exist yet");
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  const app = await import(appFile);
  const started = Date.now();
  const server = await app.startServer({ port: 0, host: "127.0.0.1", dataDir });
  const url = serverUrl(server);
  const issue = app.issueToken ?? server.issueToken;
  if (typeof issue !== "function") throw new Error("reference-app/server/app.ts exports no issueToken(username)");
  const tokens = {};
  for (const user of DEMO_USERS) tokens[user] = await issue.call(server, user);
  console.log(`[browser] reference server at ${url} (${Date.now() - started} ms)`);
  return { url, tokens, close: () => closeServer(server) };
}

function serverUrl(server) {
  if (typeof server.url === "string") return server.url.replace(/\/$/, "");
  const httpServer = server.server ?? server.app?.server ?? server.httpServer;
  const address = httpServer?.address?.();
  if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
  throw new Error("startServer() returned no url or listening server");
}

async function closeServer(server) {
  if (typeof server.close === "function") await server.close();
  else if (typeof server.app?.close === "function") await server.app.close();
}
