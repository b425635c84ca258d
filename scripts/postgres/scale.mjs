// The `scale` step of `npm test` (issue 20): the server on PostgreSQL and as several instances.
// Finds PostgreSQL (installing Debian's package when root on Debian), makes a throwaway cluster,
// then runs with TEST_DATABASE_URL pointing at it:
//   1. cluster: two instances on one database (sign-in, alerts, viewers, favourites across
//      instances; the generator on exactly one and moving when it dies), the socket.io adapters,
//      the singletons, the migrations and seed on PostgreSQL;
//   2. server: the server's route, contract and realtime tests, the same files as on SQLite, each
//      test server on its own database (a `CREATE DATABASE … TEMPLATE` copy of the seeded template,
//      so parallel workers share nothing). The few that stay SQLite-only say why in SQLITE_ONLY.
// Removes the cluster after. Where PostgreSQL cannot be had it says so on one line and skips (exit 0).
//   node scripts/postgres/scale.mjs [cluster|server]   (default both)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensurePostgres, startCluster } from "./cluster.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const vitest = path.join(root, "node_modules/.bin/vitest");
const server = (file) => `reference-app/server/${file}.test.ts`;
const PHASES = {
  cluster: ["reference-app/server/db/", "reference-app/server/realtime/adapter.test.ts"],
  server: [
    "alerts/alert-realtime",
    "alerts/alert-routes",
    "alerts/alert-service",
    "alerts/unit-alerts-routes",
    "audit/audit-routes",
    "auth/auth-routes",
    "auth/language",
    "auth/partner-routes",
    "auth/session-routes",
    "auth/sign-in-load",
    "auth/sign-in-routes",
    "cameras/camera-routes",
    "cameras/informational-video-routes",
    "cameras/live-limits",
    "cameras/live-media-routes",
    "cameras/media-revocation",
    "cameras/media-routes",
    "cameras/no-ffmpeg",
    "cameras/quota-routes",
    "favorites/cam-list-overview-routes",
    "favorites/cam-list-routes",
    "history/history-media-routes",
    "history/history-routes",
    "history/requested-video-routes",
    "http/cors",
    "http/errors",
    "http/faults",
    "http/security-headers",
    "mosaics/mosaic-routes",
    "realtime/presence",
    "realtime/sockets",
    "routes/contract",
    "routes/static-routes",
    "search/highlight",
    "search/legacy-search-routes",
    "search/run-search",
    "search/search-docs.queries",
    "search/search-engines",
    "search/search-routes",
    "units/unit-routes",
    "voice/voice-routes",
  ].map(server),
};
/** Server tests that touch a database but run on SQLite only, and why (the rest need none). */
const SQLITE_ONLY = {
  "audit/audit-log": "the audit log's own unit test on an in-memory SQLite file (its PostgreSQL writes: audit-routes)",
  "auth/sign-in-throttle":
    "the throttle's own unit test on in-memory SQLite files (on PostgreSQL: sign-in-routes, and db/ in the cluster phase)",
  "cameras/cameras": "the camera directory over a SQLite copy with fake timers (json_extract picks its camera)",
  "cameras/shutdown": "SIGTERM to `npm start`, whose default is the SQLite file",
  "db/open-database":
    "open-database's SQLite file checks (seed version, the file on disk); db/ runs in the cluster phase",
};
/** Workers of the server phase: each test server has its own database, so files run in parallel. */
const SERVER_WORKERS = 2;
const only = process.argv.slice(2);
const phases = Object.keys(PHASES).filter((name) => only.length === 0 || only.includes(name));

const started = performance.now();
const bin = ensurePostgres((lines) => {
  console.log(`[scale] skipped: PostgreSQL cannot be had here (${lines[0] ?? "not installed"})`);
  for (const line of lines.slice(1)) console.log(`  ${line}`);
  process.exit(0);
});
const cluster = await startCluster({ bin });
console.log(
  `[scale] throwaway PostgreSQL at ${cluster.url} (${bin}), ready in ${Math.round(performance.now() - started)} ms`,
);
const removeOnSignal = () => {
  cluster.stop();
  process.exit(130);
};
process.on("SIGINT", removeOnSignal);
process.on("SIGTERM", removeOnSignal);

const results = [];
try {
  // One seeded database the tests may read directly (TEST_DATABASE_URL), beside the template they copy.
  const prepared = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "prepare-test-database.ts"), cluster.url],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  process.stdout.write(prepared.stdout.replace(/^URL .*\n?/m, ""));
  const testUrl = /^URL (.*)$/m.exec(prepared.stdout)?.[1];
  if (prepared.status !== 0 || !testUrl) throw new Error("could not seed the test database");
  for (const name of phases) {
    const at = performance.now();
    console.log(`\n[scale] ${name}: vitest run ${PHASES[name].length} paths`);
    if (name === "server")
      for (const [file, why] of Object.entries(SQLITE_ONLY)) console.log(`[scale]   SQLite only: ${file} (${why})`);
    const workers = name === "server" ? ["--maxWorkers", String(SERVER_WORKERS)] : [];
    const run = spawnSync(vitest, ["run", ...workers, ...PHASES[name]], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: testUrl },
    });
    results.push({ name, ok: run.status === 0, ms: performance.now() - at });
  }
} finally {
  cluster.stop();
}
for (const r of results) console.log(`[scale] ${r.name}: ${r.ok ? "pass" : "FAIL"} in ${(r.ms / 1000).toFixed(1)} s`);
console.log(`[scale] ${((performance.now() - started) / 1000).toFixed(1)} s in all; the cluster is removed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
