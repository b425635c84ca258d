import type { Pool, PoolClient } from "pg";
import type { Namespace, Server, ServerOptions } from "socket.io";
import { withLocalRecovery } from "./local-recovery";

/** How events reach the sockets of other instances. */
export interface ClusterAdapter {
  kind: "postgres" | "redis";
  adapter: NonNullable<ServerOptions["adapter"]>;
  /** Closes the namespaces' adapters of `io` (their heartbeats, LISTEN), then the connections. */
  close(io?: Server): Promise<void>;
}

export interface ClusterSettings {
  /** `DATABASE_URL` when it is PostgreSQL. */
  databaseUrl?: string;
  /** `REDIS_URL`: Redis carries the events instead of PostgreSQL. */
  redisUrl?: string;
}

/**
 * socket.io's adapter for several instances (issue 20): Redis's (`@socket.io/redis-adapter`) when
 * `REDIS_URL` is set, else PostgreSQL's (`@socket.io/postgres-adapter`, LISTEN/NOTIFY) when the
 * database is PostgreSQL, else none (one process: socket.io's in-memory adapter). With either,
 * `io.to(room).emit(…)` and `disconnectSockets()` reach the sockets of every instance.
 */
export async function clusterAdapter(settings: ClusterSettings): Promise<ClusterAdapter | null> {
  if (settings.redisUrl) {
    const { createClient } = await import("redis");
    const { createAdapter } = await import("@socket.io/redis-adapter");
    const pub = createClient({ url: settings.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on("error", (error: unknown) => console.error("redis adapter:", error));
    await Promise.all([pub.connect(), sub.connect()]);
    return {
      kind: "redis",
      adapter: createAdapter(pub, sub),
      close: async (io) => {
        closeAdapters(io);
        await Promise.allSettled([pub.quit(), sub.quit()]);
      },
    };
  }
  if (settings.databaseUrl) {
    const { default: pg } = await import("pg");
    const { createAdapter } = await import("@socket.io/postgres-adapter");
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 4, application_name: "vms-socket.io" });
    pool.on("error", (error) => console.error("postgres adapter:", error.message));
    return {
      kind: "postgres",
      // The PostgreSQL adapter keeps no missed packets: this instance keeps them (local-recovery.ts).
      adapter: withLocalRecovery(
        withOrderedBroadcasts(
          createAdapter(notifyingInOrder(pool), {
            tableName: "socket_io_attachments",
            errorHandler: (error) => console.error("postgres adapter:", error.message),
          }),
        ),
      ),
      close: async (io) => {
        closeAdapters(io);
        await pool.end();
      },
    };
  }
  return null;
}

type Adapter = Namespace["adapter"];

/**
 * The pool the PostgreSQL adapter is given, whose LISTEN connection hands its notifications to the
 * adapter one after another. The adapter's handler reads an event over NOTIFY's 8,000 bytes from
 * its attachments table before delivering it: without this, the events NOTIFYed after a large one
 * (an alert with many media URLs) reached this instance's sockets before it. Only the pool's
 * `connect` (the LISTEN connection) and `query` (NOTIFY, attachments, clean-up) are used by it.
 */
function notifyingInOrder(pool: Pool): Pool {
  const connect = async (): Promise<PoolClient> => {
    const client = await pool.connect();
    const on = client.on.bind(client) as (event: string, listener: (...args: unknown[]) => unknown) => PoolClient;
    let queue: Promise<unknown> = Promise.resolve();
    client.on = ((event: string, listener: (...args: unknown[]) => unknown) => {
      if (event !== "notification") return on(event, listener);
      return on(event, (...args: unknown[]) => {
        const handle = () => listener(...args);
        queue = queue.then(handle, handle);
      });
    }) as PoolClient["on"];
    return client;
  };
  return { connect, query: pool.query.bind(pool) } as unknown as Pool;
}

/**
 * Broadcasts of a namespace go out one after another, in the order they were emitted. The
 * PostgreSQL adapter's `broadcast` NOTIFYs through a pool of connections and delivers to this
 * instance's sockets only once its NOTIFY returned: two emitted back to back (an alert raised, then
 * its resolve) could reach the sockets here, and those of the other instances, in either order. Each
 * broadcast here waits until the previous one is published and delivered here, so the NOTIFYs are
 * committed, and so received by the other instances, in emit order too. socket.io calls `broadcast`
 * without waiting: the emit calls do not wait either; the cost is one NOTIFY round trip at a time.
 */
export function withOrderedBroadcasts<A extends Adapter>(create: (nsp: Namespace) => A): (nsp: Namespace) => A {
  // socket.io calls the adapter with `new`: a function, not an arrow.
  return function orderedBroadcastsAdapter(nsp: Namespace): A {
    const adapter = create(nsp);
    const broadcast = adapter.broadcast.bind(adapter) as (...args: Parameters<A["broadcast"]>) => unknown;
    let previous: Promise<unknown> = Promise.resolve();
    adapter.broadcast = (...args: Parameters<A["broadcast"]>) => {
      // The adapter catches its own publishing errors; whatever happens, the next one goes after.
      previous = previous
        .then(() => broadcast(...args))
        .catch((error: unknown) => console.error("socket.io broadcast:", error));
      return previous;
    };
    return adapter;
  };
}

/** Every namespace's adapter stops (socket.io's `io.close()` would do it, and close the HTTP server too). */
function closeAdapters(io: Server | undefined): void {
  for (const namespace of io?._nsps.values() ?? []) void namespace.adapter.close();
}
