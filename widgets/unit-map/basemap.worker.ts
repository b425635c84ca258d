/// <reference lib="webworker" />
/**
 * Fetches the basemap's outline files and builds its lines off the main thread (TopoJSON decoding,
 * meshes, projection: on a slow phone a long task per layer on the main thread). Answers each
 * layer as soon as it is built (its buffers transferred, not copied), land first, then `done`.
 */
import {
  BASEMAP_LAYERS,
  fetchTopology,
  layerLines,
  OUTLINE_OBJECTS,
  type BasemapRequest,
  type BasemapResponse,
  type Countries,
  type States,
} from "./basemap-geometry";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<BasemapRequest>) => {
  const post = (message: BasemapResponse, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const [world, usStates] = await Promise.all([
      fetchTopology(event.data.world, OUTLINE_OBJECTS.world),
      fetchTopology(event.data.usStates, OUTLINE_OBJECTS.usStates),
    ]);
    for (const layer of BASEMAP_LAYERS) {
      const lines = layerLines(layer, world as Countries, usStates as States);
      post({ type: "layer", lines }, [lines.coords.buffer, lines.lengths.buffer]);
    }
    post({ type: "done" });
  } catch (error) {
    post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
