// A throwaway PostgreSQL cluster for the `scale` step and the benches: finds PostgreSQL's server
// binaries (POSTGRES_BIN, else Debian's /usr/lib/postgresql/<version>/bin), installs Debian's
// `postgresql` package when root on Debian and they are missing, makes a cluster in a temporary
// directory on a free port (initdb and the server run as the `postgres` user when root: PostgreSQL
// refuses to run as root), and removes it all on stop().
//
//   const cluster = await startCluster();   // { url, port, dir, stop() }
//   node scripts/postgres/cluster.mjs       // starts one, prints its URL, stops it on Ctrl-C
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { findOrInstall } from "../debian-package.mjs";

/** The directory holding `initdb`, `pg_ctl` and `postgres`, or undefined. */
export function findPostgresBin() {
  const configured = process.env.POSTGRES_BIN;
  if (configured) return existsSync(path.join(configured, "initdb")) ? configured : undefined;
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], "bin");
  }
  const onPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const bindir = onPath.status === 0 ? onPath.stdout.trim() : "";
  return bindir && existsSync(path.join(bindir, "initdb")) ? bindir : undefined;
}

/**
 * Finds PostgreSQL, installing it when root on Debian. `onMissing(lines)` is called (and must not
 * return) when it cannot be had.
 */
export function ensurePostgres(onMissing) {
  return findOrInstall({
    label: "postgresql",
    aptPackage: "postgresql",
    envVar: "POSTGRES_BIN",
    find: findPostgresBin,
    fail: onMissing,
    otherSystems: "Install PostgreSQL 13 or later (server and contrib) with your system's package manager.",
    extraHint: ["(POSTGRES_BIN is the directory holding initdb and pg_ctl.)"],
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when root; throws with its output on failure. */
function runPg(bin, name, args) {
  const command = isRoot() ? "runuser" : path.join(bin, name);
  const fullArgs = isRoot() ? ["-u", "postgres", "--", path.join(bin, name), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: "utf8", cwd: tmpdir() });
  if (result.status !== 0)
    throw new Error(`${name} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a throwaway cluster: trust authentication for the `postgres` user on 127.0.0.1, durability
 * off (fsync, synchronous_commit, full_page_writes: nothing here outlives the run).
 * @returns {Promise<{ url: string, port: number, dir: string, stop(): void }>}
 */
export async function startCluster({ bin = findPostgresBin(), maxConnections = 200 } = {}) {
  if (!bin) throw new Error("PostgreSQL is not installed (see ensurePostgres)");
  const dir = mkdtempSync(path.join(tmpdir(), "vms-pg-"));
  if (isRoot()) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (ids.status !== 0) throw new Error("no `postgres` user to run PostgreSQL as (Debian's package makes one)");
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runPg(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already gone
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runPg(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      `-c max_connections=${maxConnections}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c shared_buffers=128MB",
    ].join(" ");
    runPg(bin, "pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
    started = true;
  } catch (error) {
    const log = path.join(dir, "server.log");
    const tail = existsSync(log) ? `\n${readFileSync(log, "utf8").slice(-2000)}` : "";
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${tail}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bin = ensurePostgres((lines) => {
    console.error(["[postgresql] not available.", ...lines].join("\n  "));
    process.exit(1);
  });
  const cluster = await startCluster({ bin });
  console.log(`[postgresql] throwaway cluster at ${cluster.url} (${cluster.dir}); Ctrl-C stops and removes it`);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
  setInterval(() => undefined, 1 << 30);
}
