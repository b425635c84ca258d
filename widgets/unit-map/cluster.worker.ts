/// <reference lib="webworker" />
/**
 * Builds and queries the cluster index off the main thread. Messages: `load` (transferred
 * coordinates), `query` (bbox and zoom) and `expand` (cluster id); each answer echoes `id`.
 */
import { buildIndex, expansionZoom, queryIndex, type Index } from "./cluster-core";
import type { WorkerRequest, WorkerResponse } from "./cluster-messages";

let index: Index | undefined;
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  let answer: WorkerResponse;
  try {
    if (message.type === "load") {
      index = buildIndex(message.coords);
      answer = { id: message.id, type: "loaded" };
    } else if (!index) {
      answer = { id: message.id, type: "error", message: "index not loaded" };
    } else if (message.type === "query") {
      answer = { id: message.id, type: "items", items: queryIndex(index, message.bbox, message.zoom) };
    } else {
      answer = { id: message.id, type: "zoom", zoom: expansionZoom(index, message.clusterId) };
    }
  } catch (error) {
    answer = { id: message.id, type: "error", message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
