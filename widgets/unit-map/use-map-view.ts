import { useEffect, useRef, useState, type RefObject } from "react";
import { createMapView, type MapType, type MapView } from "./map-view";
import type { MapPoint, PointMember } from "./map-points";

/** Creates the map view in `container` once it exists and removes it on unmount. */
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
    const created = createMapView(element, {
      onSelect: (point, member) => select.current(point, member),
      tileUrls: urls.current,
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [container, ready]);
  return view;
}
