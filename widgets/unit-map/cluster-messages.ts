import type { BBox, ClusterItem } from "./cluster-core";

/** Main thread → cluster worker. */
export type WorkerRequest =
  | { id: number; type: "load"; coords: Float64Array }
  | { id: number; type: "query"; bbox: BBox; zoom: number }
  | { id: number; type: "expand"; clusterId: number };

/** Cluster worker → main thread. */
export type WorkerResponse =
  | { id: number; type: "loaded" }
  | { id: number; type: "items"; items: ClusterItem[] }
  | { id: number; type: "zoom"; zoom: number }
  | { id: number; type: "error"; message: string };
