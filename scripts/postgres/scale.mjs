// The `scale` step of `npm test` (issue 20): the server on PostgreSQL and as several instances.
// Finds PostgreSQL (installing Debian's package when root on Debian), makes a throwaway cluster,
// then runs with TEST_DATABASE_URL pointing at it:
//   1. cluster: two instances on one database (sign-in, alerts, viewers, favourites across
//      instances; the generator on exactly one and moving when it dies), the socket.io adapters,
//      the singletons, the migrations and seed on PostgreSQL;
//   2. server: the server's tests that run on PostgreSQL today, each server on a copy of a seeded
//      database. Not yet listed (issue 20, open): contract, unit-routes, presence, sockets' close,
//      legacy search and one search-routes case, whose own set-up still reads `server.db`
//      (better-sqlite3) or which fail on PostgreSQL; they run on SQLite in the unit tier.
// Removes the cluster after. Where PostgreSQL cannot be had it says so on one line and skips (exit 0).
//   node scripts/postgres/scale.mjs [cluster|server]   (default both)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensurePostgres, startCluster } from "./cluster.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const vitest = path.join(root, "node_modules/.bin/vitest");
const PHASES = {
  cluster: ["reference-app/server/db/", "reference-app/server/realtime/adapter.test.ts"],
  server: [
    "reference-app/server/search/search-engines.test.ts",
    "reference-app/server/search/run-search.test.ts",
    "reference-app/server/search/search-docs.queries.test.ts",
    "reference-app/server/search/highlight.test.ts",
    "reference-app/server/routes/static-routes.test.ts",
  ],
};
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
    console.log(`\n[scale] ${name}: vitest run ${PHASES[name].join(" ")}`);
    const run = spawnSync(vitest, ["run", ...PHASES[name]], {
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
