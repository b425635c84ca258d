import type { QueryDb } from "../db/query-layer";

/** Each instance's live load (cameras/live/cluster-load.ts), on both engines. */

export interface InstanceLoad {
  encoders: number;
  /** JSON `{ "userId": sessions }`. */
  sessions: string;
}

/** Writes this instance's load and heartbeat. */
export async function writeInstanceLoad(
  db: QueryDb,
  instanceId: string,
  load: InstanceLoad,
  heartbeatMs: number,
): Promise<void> {
  await db
    .insertInto("cluster_instances")
    .values({ instance_id: instanceId, heartbeat_ms: heartbeatMs, encoders: load.encoders, sessions: load.sessions })
    .onConflict((oc) =>
      oc.column("instance_id").doUpdateSet({
        heartbeat_ms: heartbeatMs,
        encoders: load.encoders,
        sessions: load.sessions,
      }),
    )
    .execute();
}

/** The load of every other instance whose heartbeat is newer than `sinceMs`. */
export async function otherInstancesLoad(db: QueryDb, instanceId: string, sinceMs: number): Promise<InstanceLoad[]> {
  const rows = await db
    .selectFrom("cluster_instances")
    .select(["encoders", "sessions"])
    .where("instance_id", "<>", instanceId)
    .where("heartbeat_ms", ">", sinceMs)
    .execute();
  return rows.map((r) => ({ encoders: Number(r.encoders), sessions: r.sessions }));
}

/** Removes this instance's row (it stops) and the rows of instances silent since `staleBeforeMs`. */
export async function forgetInstance(db: QueryDb, instanceId: string, staleBeforeMs: number): Promise<void> {
  await db
    .deleteFrom("cluster_instances")
    .where((eb) => eb.or([eb("instance_id", "=", instanceId), eb("heartbeat_ms", "<", staleBeforeMs)]))
    .execute();
}
