import type { Server, ServerOptions } from "socket.io";
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
        createAdapter(pool, {
          tableName: "socket_io_attachments",
          errorHandler: (error) => console.error("postgres adapter:", error.message),
        }),
      ),
      close: async (io) => {
        closeAdapters(io);
        await pool.end();
      },
    };
  }
  return null;
}

/** Every namespace's adapter stops (socket.io's `io.close()` would do it, and close the HTTP server too). */
function closeAdapters(io: Server | undefined): void {
  for (const namespace of io?._nsps.values() ?? []) void namespace.adapter.close();
}
