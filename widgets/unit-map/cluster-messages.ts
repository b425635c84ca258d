import type { BBox, ClusterItem, IndexStage } from "./cluster-core";

/** Main thread → cluster worker. */
export type WorkerRequest =
  | { id: number; type: "load"; coords: Float64Array; zoom: number }
  | { id: number; type: "query"; bbox: BBox; zoom: number }
  | { id: number; type: "expand"; clusterId: number; stage: IndexStage };

/** Cluster worker → main thread. */
export type WorkerResponse =
  | { id: number; type: "loaded" }
  /** Unsolicited: the full index of load `id` replaced the quick one. */
  | { id: number; type: "upgraded" }
  | { id: number; type: "items"; items: ClusterItem[] }
  | { id: number; type: "zoom"; zoom: number }
  | { id: number; type: "error"; message: string };
