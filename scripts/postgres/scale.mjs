// The `scale` step of `npm test` (issue 20): the server on PostgreSQL and as several instances.
// Finds PostgreSQL (installing Debian's package when root on Debian), makes a throwaway cluster,
// then runs with TEST_DATABASE_URL pointing at it:
//   1. cluster: two instances on one database (sign-in, alerts, viewers, favourites across
//      instances; the generator on exactly one and moving when it dies), the socket.io adapters,
//      the singletons, the migrations and seed on PostgreSQL; always whole;
//   2. server: the server's route, contract and realtime tests that run on PostgreSQL (ON_POSTGRES),
//      each test server on its own database (a `CREATE DATABASE … TEMPLATE` copy of the seeded
//      template, so parallel workers share nothing). All of them run on SQLite in the `unit` step;
//      here only those the rule below needs, the others listed with why (SQLITE_ONLY).
// The rule (query-coverage.mjs): every exported function of the server's `*.queries.ts` modules
// runs at least once on PostgreSQL in this step (V8's function coverage of both phases' test
// files). The step fails, naming the function, when one does not: add a test file that runs it to
// ON_POSTGRES. `--all` runs every server file on PostgreSQL (to choose again).
// Removes the cluster after. Where PostgreSQL cannot be had it says so on one line and skips (exit 0).
//   node scripts/postgres/scale.mjs [cluster|server] [--all]   (default both phases)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePostgres, startCluster } from "./cluster.mjs";
import { checkCoverage, readRecords, RUN_BY_NO_TEST } from "./query-coverage.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const vitest = path.join(root, "node_modules/.bin/vitest");
const server = (file) => `reference-app/server/${file}.test.ts`;
/**
 * Server test files run on PostgreSQL only with `--all` (all run on SQLite in the `unit` step): the
 * query functions they run also run in the files of ON_POSTGRES (the check fails otherwise), and
 * what each tests is the same on either engine or is tested on PostgreSQL elsewhere, as said.
 */
const REDUNDANT = {
  "auth/auth-routes":
    "tokens, sign-out and origin rules over HTTP; its queries (sessions, users, sign-out) run here through session-routes, partner-routes, contract and every sign-in",
  "auth/sign-in-load":
    "password hashing off the event loop (CPU, not the database); concurrent sign-ins on PostgreSQL: db/ in the cluster phase",
  "auth/sign-in-routes":
    "the throttle's waits and messages; its queries run here in every sign-in, and across instances in the cluster phase",
  "cameras/live-limits":
    "live caps and feed lifetimes (ffmpeg, WHEP); the caps across instances on PostgreSQL: db/cluster-limits",
  "cameras/media-revocation":
    "media URLs after sign-out or a change of rights; its queries run here through partner-routes, contract and history-routes",
  "cameras/no-ffmpeg": "the server without ffmpeg (a PATH setting)",
  "cameras/quota-routes":
    "clip quotas; their queries (charges, the user's clip lock) run here through camera-routes, history-media-routes and requested-video-routes",
  "http/cors": "CORS headers, the same on either engine",
  "http/errors": "the error envelope, the same on either engine",
  "http/faults": "fault injection (latency, errors, socket drops), the same on either engine",
  "http/security-headers": "response headers, the same on either engine",
  "realtime/sockets": "socket handshake and close; the PostgreSQL adapter: realtime/adapter in the cluster phase",
  "routes/static-routes": "files from disk",
  "search/highlight": "pure functions, no database",
  "search/run-search": "the search's cache over a SQLite file it opens itself (PostgreSQL's search: search-engines)",
  "search/search-docs.queries":
    "rebuildSearchDocs on a SQLite file it opens itself; on PostgreSQL it runs in the template's seed, and search-engines compares the two",
};
const PHASES = {
  cluster: ["reference-app/server/db/", "reference-app/server/realtime/adapter.test.ts"],
  // The rule below holds with these (and fails naming the function when it stops holding).
  server: [
    "alerts/alert-realtime",
    "alerts/alert-routes",
    "alerts/alert-service",
    "alerts/unit-alerts-routes",
    "audit/audit-routes",
    "auth/partner-routes",
    "auth/session-routes",
    "cameras/camera-routes",
    "cameras/informational-video-routes",
    "cameras/live-media-routes",
    "cameras/media-routes",
    "favorites/cam-list-overview-routes",
    "favorites/cam-list-routes",
    "history/history-media-routes",
    "history/history-routes",
    "history/requested-video-routes",
    "mosaics/mosaic-routes",
    "realtime/presence",
    "routes/contract",
    "search/legacy-search-routes",
    "search/search-engines",
    "search/search-routes",
    "units/unit-routes",
    "voice/voice-routes",
  ].map(server),
};
/**
 * Server test files that run on PostgreSQL in no way (they run on SQLite in the `unit` step), and why.
 */
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
const args = process.argv.slice(2);
const all = args.includes("--all");
const only = args.filter((arg) => !arg.startsWith("--"));
const phases = Object.keys(PHASES).filter((name) => only.length === 0 || only.includes(name));
const paths = (name) =>
  name === "server" && all ? [...PHASES.server, ...Object.keys(REDUNDANT).map(server)] : PHASES[name];

/**
 * The lists name files that exist, each once, and every server test file that runs only with
 * TEST_DATABASE_URL (it would run nowhere else) is in a phase here.
 */
function listProblems() {
  const problems = [];
  const named = [...PHASES.server, ...[...Object.keys(REDUNDANT), ...Object.keys(SQLITE_ONLY)].map(server)];
  for (const file of named) if (!existsSync(path.join(root, file))) problems.push(`${file} does not exist`);
  for (const file of new Set(named))
    if (named.indexOf(file) !== named.lastIndexOf(file)) problems.push(`${file} is listed twice`);
  const phase = (file) => PHASES.server.includes(file) || PHASES.cluster.some((entry) => file.startsWith(entry));
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(`${dir}/${entry.name}`)
        : entry.name.endsWith(".test.ts")
          ? [`${dir}/${entry.name}`]
          : [],
    );
  for (const file of walk("reference-app/server"))
    if (readFileSync(path.join(root, file), "utf8").includes("TEST_DATABASE_URL") && !phase(file))
      problems.push(`${file} runs only with TEST_DATABASE_URL but is in no phase here`);
  return problems;
}
const problems = listProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(`[scale] ${problem}`);
  process.exit(1);
}

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
/**
 * Where each test file records the query functions it ran (reference-app/server/testing/query-coverage.ts):
 * SCALE_COVERAGE_DIR keeps them (then `node scripts/postgres/query-coverage.mjs <dir> --by-file`).
 */
const keptCoverage = process.env.SCALE_COVERAGE_DIR;
const coverageDir = keptCoverage
  ? (rmSync(keptCoverage, { recursive: true, force: true }), mkdirSync(keptCoverage, { recursive: true }), keptCoverage)
  : mkdtempSync(path.join(tmpdir(), "vms-query-coverage-"));
const removeAll = () => {
  cluster.stop();
  if (!keptCoverage) rmSync(coverageDir, { recursive: true, force: true });
};
const removeOnSignal = () => {
  removeAll();
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
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, VMS_QUERY_COVERAGE_DIR: coverageDir },
    },
  );
  process.stdout.write(prepared.stdout.replace(/^URL .*\n?/m, ""));
  const testUrl = /^URL (.*)$/m.exec(prepared.stdout)?.[1];
  if (prepared.status !== 0 || !testUrl) throw new Error("could not seed the test database");
  for (const name of phases) {
    const at = performance.now();
    console.log(
      `\n[scale] ${name}: vitest run ${paths(name).length} paths${name === "server" && all ? " (--all)" : ""}`,
    );
    if (name === "server") {
      for (const [file, why] of Object.entries(SQLITE_ONLY)) console.log(`[scale]   SQLite only: ${file} (${why})`);
      if (!all)
        for (const [file, why] of Object.entries(REDUNDANT))
          console.log(`[scale]   on SQLite (the rule holds without it): ${file} (${why})`);
    }
    const workers = name === "server" ? ["--maxWorkers", String(SERVER_WORKERS)] : [];
    const config = ["--config", path.join(import.meta.dirname, "vitest.scale.config.ts")];
    const run = spawnSync(vitest, ["run", ...config, ...workers, ...paths(name)], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: testUrl, VMS_QUERY_COVERAGE_DIR: coverageDir },
    });
    results.push({ name, ok: run.status === 0, ms: performance.now() - at });
  }
  // The rule holds only for a whole run (both phases): a phase alone is not checked.
  if (phases.length === Object.keys(PHASES).length) {
    const records = readRecords(coverageDir);
    const { missing, listedButRan, modules, functions } = checkCoverage(records);
    console.log(
      `\n[scale] query functions run on PostgreSQL: ${functions - missing.length - Object.keys(RUN_BY_NO_TEST).length + listedButRan.length} of ${functions} exported by ${modules} *.queries.ts modules (${records.length} test files recorded)`,
    );
    for (const key of missing)
      console.log(`[scale]   not run on PostgreSQL: ${key} (add a test file that runs it to ON_POSTGRES)`);
    for (const [key, why] of Object.entries(RUN_BY_NO_TEST))
      if (!listedButRan.includes(key)) console.log(`[scale]   run by no test on either engine: ${key} (${why})`);
    for (const key of listedButRan)
      console.log(`[scale]   runs now: take it off RUN_BY_NO_TEST (query-coverage.mjs): ${key}`);
    results.push({ name: "query coverage", ok: missing.length === 0 && listedButRan.length === 0, ms: 0 });
  }
} finally {
  removeAll();
}
for (const r of results)
  console.log(`[scale] ${r.name}: ${r.ok ? "pass" : "FAIL"}${r.ms > 0 ? ` in ${(r.ms / 1000).toFixed(1)} s` : ""}`);
console.log(`[scale] ${((performance.now() - started) / 1000).toFixed(1)} s in all; the cluster is removed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
