import type { BBox, ClusterIndex, ClusterItem } from "./cluster-core";
import type { WorkerRequest, WorkerResponse } from "./cluster-messages";
import workerUrl from "./cluster.worker.ts?worker-url";

type Pending = { resolve: (value: WorkerResponse) => void; reject: (error: Error) => void };

/** A cluster worker, started ahead of the data so that indexing does not wait for it to boot. */
export interface ClusterWorker {
  /** Sends `coords` (copied, then transferred) and indexes them; the previous index is replaced. */
  index(coords: Float64Array, zoom: number): ClusterIndex;
  terminate(): void;
}

/**
 * Starts the cluster worker from its file beside this module (an ES module worker; no `blob:` URL,
 * so a strict CSP with `worker-src 'self'` allows it), or null when it cannot start here (no
 * Worker, a copy served from another origin, no worker file in this build). A worker the CSP
 * refuses fails a moment later: its pending answers reject and the index falls back to the main
 * thread (cluster-index.ts).
 */
export function startClusterWorker(): ClusterWorker | null {
  if (typeof Worker === "undefined" || !workerUrl) return null;
  let worker: Worker;
  try {
    worker = new Worker(workerUrl, { type: "module" });
  } catch {
    return null;
  }
  let nextId = 1;
  const upgradeListeners = new Map<number, () => void>();
  const pending = new Map<number, Pending>();
  const failAll = (message: string) => {
    for (const entry of pending.values()) entry.reject(new Error(message));
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    if (event.data.type === "upgraded") return upgradeListeners.get(event.data.id)?.();
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if (event.data.type === "error") entry.reject(new Error(event.data.message));
    else entry.resolve(event.data);
  };
  let failed = false;
  worker.onerror = (event) => {
    failed = true;
    failAll(event.message || "cluster worker failed");
  };
  const send = (message: WorkerRequest, transfer: Transferable[] = []) =>
    new Promise<WorkerResponse>((resolve, reject) => {
      if (failed) return reject(new Error("cluster worker failed"));
      pending.set(message.id, { resolve, reject });
      worker.postMessage(message, transfer);
    });

  return {
    index(coords, zoom) {
      const copy = coords.slice();
      const loadId = nextId++;
      upgradeListeners.clear();
      const ready = send({ id: loadId, type: "load", coords: copy, zoom }, [copy.buffer]).then(() => undefined);
      // Messages are handled in order, so queries sent after this load see this index.
      return {
        ready,
        async query(bbox: BBox, zoom: number): Promise<ClusterItem[]> {
          const answer = await send({ id: nextId++, type: "query", bbox, zoom });
          return answer.type === "items" ? answer.items : [];
        },
        async expansionZoom(cluster): Promise<number> {
          const answer = await send({ id: nextId++, type: "expand", clusterId: cluster.id, stage: cluster.stage });
          return answer.type === "zoom" ? answer.zoom : 0;
        },
        onUpgrade: (listener) => void upgradeListeners.set(loadId, listener),
        destroy: () => upgradeListeners.delete(loadId),
      };
    },
    terminate() {
      worker.terminate();
      failAll("cluster worker terminated");
    },
  };
}
