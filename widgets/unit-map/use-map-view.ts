import { useEffect, useRef, useState, type RefObject } from "react";
import type * as MapViewExports from "./map-view";
import type { MapType, MapView } from "./map-view";
import type { MapPoint, PointMember } from "./map-points";
import { afterThisTask, yieldToMain } from "./time-slices";

type MapViewModule = typeof MapViewExports;
let mapViewModule: MapViewModule | undefined;

/**
 * Leaflet (in ./map-view) touches `window` and `document` when it is imported: it is loaded here,
 * when a map mounts in a browser, never when the package is imported (a server render imports it in
 * Node). The first map waits for it and then for the next task (the chunk's evaluation and the
 * map's creation are two tasks, not one long one: Lighthouse mobile measured them as one ~140 ms
 * task at 4× CPU); later ones for the next task only.
 */
function loadedAfterThisTask(): Promise<void> {
  if (mapViewModule) return yieldToMain();
  return import("./map-view").then((module) => {
    mapViewModule = module;
    return yieldToMain();
  });
}

/** Restyles the view when the configured theme or the reader's colour scheme changes. */
export function useColourSchemeChange(view: Pick<MapView, "restyle"> | null, theme: string): void {
  useEffect(() => {
    if (!view) return;
    const restyle = () => view.restyle();
    restyle();
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    query.addEventListener("change", restyle);
    return () => query.removeEventListener("change", restyle);
  }, [view, theme]);
}

/**
 * Creates the map view in `container` once it exists (in the next task, see `afterThisTask`, and
 * once Leaflet is loaded) and removes it on unmount.
 */
export function useMapView(
  container: RefObject<HTMLElement | null>,
  ready: boolean,
  onSelect: (point: MapPoint, member: PointMember) => void,
  tileUrls: Record<MapType, string>,
): MapView | null {
  const [view, setView] = useState<MapView | null>(null);
  const select = useRef(onSelect);
  const urls = useRef(tileUrls);
  useEffect(() => {
    select.current = onSelect;
    urls.current = tileUrls;
  });
  useEffect(() => {
    const element = container.current;
    if (!ready || !element) return;
    return afterThisTask(() => {
      const created = (mapViewModule as MapViewModule).createMapView(element, {
        onSelect: (point, member) => select.current(point, member),
        tileUrls: urls.current,
      });
      setView(created);
      return () => {
        created.destroy();
        setView(null);
      };
    }, loadedAfterThisTask);
  }, [container, ready]);
  return view;
}
