// add→paint of 10,000 units: vms-unit-map's view (supercluster, markers in view only) against
// Leaflet.markercluster on the same points, same map, same page, same run.
import { launch, openBenchPage, startBenchServer } from "./map-bench/page.mjs";
import { measureRender } from "./map-bench/render.mjs";

export const name = "map add→paint, 10,000 units";
export const description = "vms-unit-map ≤ 0.15× Leaflet.markercluster";
export const budget = true;

export async function run(context) {
  return measureRender(context, { count: 10000, ratio: 0.15, repeats: 5, launch, openBenchPage, startBenchServer });
}
