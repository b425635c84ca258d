import type { QueryDb } from "../../db/query-layer";
import { forgetInstance, otherInstancesLoad, writeInstanceLoad } from "../live-load.queries";

/** What instances hold: encoders running, and live sessions per user. */
export interface LiveLoad {
  encoders: number;
  sessionsOf(userId: number): number;
}

export const NO_LOAD: LiveLoad = { encoders: 0, sessionsOf: () => 0 };

/** How often an instance writes its load; a row older than `LEASE_MS` is a dead instance's. */
export const HEARTBEAT_MS = 1_000;
export const LEASE_MS = 5_000;

/**
 * The live load of the other instances on one database (issue 20), so the caps of issue 18
 * (`STREAM_SESSIONS_PER_USER`, `MAX_ENCODERS`) count across the cluster. Each instance writes one
 * row of `cluster_instances` (its encoders, its users' sessions) every `heartbeatMs` and at once
 * after an admission that added to it; an admission elsewhere reads the others' rows. A row whose
 * heartbeat is older than `leaseMs` is not counted (the instance died: its leases lapsed).
 */
export function clusterLiveLoad(
  db: QueryDb,
  instanceId: string,
  local: () => { encoders: number; sessions: Map<number, number> },
  { heartbeatMs = HEARTBEAT_MS, leaseMs = LEASE_MS, now = Date.now } = {},
) {
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const write = (): Promise<void> => {
    const step = writing.then(async () => {
      if (closed) return;
      const { encoders, sessions } = local();
      await writeInstanceLoad(
        db,
        instanceId,
        { encoders, sessions: JSON.stringify(Object.fromEntries(sessions)) },
        now(),
      );
    });
    writing = step.catch(() => undefined);
    return step;
  };

  const timer = setInterval(() => {
    write().catch((error: unknown) => console.error("live load:", error instanceof Error ? error.message : error));
  }, heartbeatMs);
  timer.unref();
  void write().catch(() => undefined);

  return {
    instanceId,
    /** The load of the other live instances, read now. */
    async others(): Promise<LiveLoad> {
      const rows = await otherInstancesLoad(db, instanceId, now() - leaseMs);
      let encoders = 0;
      const sessions = new Map<number, number>();
      for (const row of rows) {
        encoders += row.encoders;
        const parsed = JSON.parse(row.sessions) as Record<string, number>;
        for (const [user, n] of Object.entries(parsed))
          sessions.set(Number(user), (sessions.get(Number(user)) ?? 0) + n);
      }
      return { encoders, sessionsOf: (userId) => sessions.get(userId) ?? 0 };
    },
    /** Writes this instance's load now (after an admission, so the others count it at once). */
    publish: write,
    /** Stops the heartbeat and removes this instance's row (and long-dead ones). */
    async close(): Promise<void> {
      clearInterval(timer);
      await writing;
      closed = true;
      await forgetInstance(db, instanceId, now() - 60 * leaseMs).catch(() => undefined);
    },
  };
}
export type ClusterLiveLoad = ReturnType<typeof clusterLiveLoad>;
