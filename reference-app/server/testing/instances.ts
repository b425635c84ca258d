import { spawn, type ChildProcess } from "node:child_process";
import type { Client } from "pg";
import { fileURLToPath } from "node:url";
import * as z from "zod";
import { copySeededPostgres } from "./postgres-databases";

const CHILD = fileURLToPath(new URL("./instance-child.ts", import.meta.url));

export interface Instance {
  url: string;
  pid: number;
  /** Route groups the instance left out (still on better-sqlite3; see db/sqlite-only.ts). */
  skipped: string[];
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** SIGKILL (a crash: no goodbye to the database). */
  kill(): void;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts a server instance in a child process on `databaseUrl` and waits until it listens. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<{ url: string; pid: number; skipped: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^READY (.*)$/m.exec(output);
      if (line?.[1]) {
        clearTimeout(timer);
        resolve(JSON.parse(line[1]) as { url: string; pid: number; skipped: string[] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    ...ready,
    child,
    output: () => output,
    kill: () => void child.kill("SIGKILL"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface TestCluster {
  /** The private copy of the seeded PostgreSQL template the instances share. */
  databaseUrl: string;
  /** The instances started with the cluster, in order. */
  instances: Instance[];
  /** Starts one more instance on the database (stopped by `close` too). */
  start(env?: Record<string, string>): Promise<Instance>;
  /** The test's own connection to the database. */
  client: Client;
  /** The rows `sql` reads on the database (`$1…` placeholders), through `client`. */
  rows<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The id of `clientId`'s first live unit (lowest id). */
  firstLiveUnitOf(clientId: number): Promise<number>;
  /** Stops every instance, closes the connection and drops the database. */
  close(): Promise<void>;
}

/**
 * The set-up of the cluster tests (issue 20): a private copy of the seeded PostgreSQL template
 * (`TEST_DATABASE_URL`) with `count` instances on it, each in its own process with `env`, started at once.
 */
export async function startCluster(
  testDatabaseUrl: string,
  { count = 2, env = {} }: { count?: number; env?: Record<string, string> } = {},
): Promise<TestCluster> {
  const database = await copySeededPostgres(testDatabaseUrl);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: database.url, application_name: "vms-tests" });
  await client.connect();
  const started: Instance[] = [];
  const start = async (extra: Record<string, string> = env) => {
    const instance = await startInstance(database.url, extra);
    started.push(instance);
    return instance;
  };
  try {
    const instances = await Promise.all(Array.from({ length: count }, () => start()));
    return {
      databaseUrl: database.url,
      instances,
      start,
      client,
      rows: async <T extends object>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
      firstLiveUnitOf: async (clientId) => {
        const { rows } = await client.query<{ id: number }>(
          "SELECT id FROM live_units WHERE client_id = $1 ORDER BY id LIMIT 1",
          [clientId],
        );
        return z.object({ id: z.coerce.number() }).parse(rows[0]).id;
      },
      close: async () => {
        await Promise.all(started.map((instance) => instance.stop()));
        await client.end();
        await database.remove();
      },
    };
  } catch (error) {
    for (const instance of started) instance.kill();
    await client.end();
    await database.remove();
    throw error;
  }
}
