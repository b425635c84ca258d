import type { Client } from "pg";
import { tryAdvisoryLock } from "./singleton.queries";

/** Something that must run on one instance of a cluster at a time (the alert generator, …). */
export interface SingletonTask {
  start(): void;
  stop(): void;
}

export interface Singletons {
  /** True when other instances may share the database (PostgreSQL): a task may wait for its lock. */
  readonly shared: boolean;
  /** Runs `task` here when this instance holds `name` (at once on SQLite: one process, one holder). */
  run(name: string, task: SingletonTask): void;
  /** The names this instance runs now. */
  held(): string[];
  /** Stops every task here and lets the locks go. */
  close(): Promise<void>;
}

/** How often an instance that does not hold a singleton tries to take it (takeover well within 30 s). */
export const SINGLETON_RETRY_MS = 5_000;

/** SQLite (one process): every task runs at once. */
export function localSingletons(): Singletons {
  const running = new Map<string, SingletonTask>();
  return {
    shared: false,
    run(name, task) {
      running.set(name, task);
      task.start();
    },
    held: () => [...running.keys()],
    close: async () => {
      for (const task of running.values()) task.stop();
      running.clear();
    },
  };
}

/**
 * PostgreSQL (several instances): each singleton runs under a session advisory lock
 * (`pg_try_advisory_lock`) held on one dedicated connection of this instance. An instance that does
 * not hold it tries again every `retryMs`; when the holder dies its connection closes, PostgreSQL
 * frees the lock, and the next try elsewhere takes it. When this instance loses its connection it
 * stops its tasks at once (another may take over) and connects again.
 */
export function postgresSingletons(
  databaseUrl: string,
  { retryMs = SINGLETON_RETRY_MS, instance = `vms-${process.pid}` }: { retryMs?: number; instance?: string } = {},
): Singletons {
  const tasks = new Map<string, { task: SingletonTask; held: boolean }>();
  let client: Client | null = null;
  let connecting: Promise<Client | null> | null = null;
  let closed = false;

  const lose = () => {
    client = null;
    for (const [name, entry] of tasks) {
      if (!entry.held) continue;
      entry.held = false;
      entry.task.stop();
      console.warn(`${name}: lost its lock (database connection closed); stopped here`);
    }
  };

  const connect = async (): Promise<Client | null> => {
    const { default: pg } = await import("pg");
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `${instance}:singletons` });
    next.on("error", lose);
    next.on("end", lose);
    try {
      await next.connect();
      return next;
    } catch (error) {
      console.warn("singletons: cannot connect:", error instanceof Error ? error.message : error);
      return null;
    }
  };

  const attempt = async () => {
    if (closed) return;
    if (!client) {
      connecting ??= connect().finally(() => (connecting = null));
      client = await connecting;
      if (closed) {
        await client?.end().catch(() => undefined);
        return;
      }
      if (!client) return;
    }
    for (const [name, entry] of tasks) {
      if (entry.held || closed) continue;
      try {
        if (!(await tryAdvisoryLock(client, name)) || closed) continue;
      } catch {
        continue;
      }
      entry.held = true;
      console.log(`${name}: runs on this instance (${instance})`);
      entry.task.start();
    }
  };

  const timer = setInterval(() => void attempt(), retryMs);
  timer.unref();

  return {
    shared: true,
    run(name, task) {
      tasks.set(name, { task, held: false });
      void attempt();
    },
    held: () => [...tasks].filter(([, e]) => e.held).map(([name]) => name),
    close: async () => {
      closed = true;
      clearInterval(timer);
      for (const entry of tasks.values()) if (entry.held) entry.task.stop();
      tasks.clear();
      const open = client ?? (await connecting);
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
