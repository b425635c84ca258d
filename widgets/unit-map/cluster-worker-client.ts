import type { BBox, ClusterItem } from "./cluster-core";
import type { ClusterIndex } from "./cluster-index";
import type { WorkerRequest, WorkerResponse } from "./cluster-messages";
import workerUrl from "./cluster.worker.ts?worker-url";

type Pending = { resolve: (value: WorkerResponse) => void; reject: (error: Error) => void };

/** Starts the cluster worker and sends it `coords` (transferred). Null when it cannot start. */
export function startClusterWorker(coords: Float64Array): ClusterIndex | null {
  let worker: Worker;
  try {
    worker = new Worker(workerUrl);
  } catch {
    return null;
  }
  let nextId = 1;
  const pending = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if (event.data.type === "error") entry.reject(new Error(event.data.message));
    else entry.resolve(event.data);
  };
  worker.onerror = (event) => {
    for (const entry of pending.values()) entry.reject(new Error(event.message || "cluster worker failed"));
    pending.clear();
  };
  const send = (message: WorkerRequest, transfer: Transferable[] = []) =>
    new Promise<WorkerResponse>((resolve, reject) => {
      pending.set(message.id, { resolve, reject });
      worker.postMessage(message, transfer);
    });

  const copy = coords.slice();
  const ready = send({ id: nextId++, type: "load", coords: copy }, [copy.buffer]).then(() => undefined);
  return {
    ready,
    async query(bbox: BBox, zoom: number): Promise<ClusterItem[]> {
      await ready;
      const answer = await send({ id: nextId++, type: "query", bbox, zoom });
      return answer.type === "items" ? answer.items : [];
    },
    async expansionZoom(clusterId: number): Promise<number> {
      await ready;
      const answer = await send({ id: nextId++, type: "expand", clusterId });
      return answer.type === "zoom" ? answer.zoom : 0;
    },
    destroy() {
      worker.terminate();
      for (const entry of pending.values()) entry.reject(new Error("cluster index destroyed"));
      pending.clear();
    },
  };
}
