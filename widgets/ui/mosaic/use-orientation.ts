import { useEffect, useState, type RefObject } from "react";
import { orientationOf, type Orientation } from "../../core/mosaic/mosaic-layout";

/** The orientation of an element's box, following its size (ResizeObserver). */
export function useOrientation(target: RefObject<HTMLElement | null>): Orientation {
  const [orientation, setOrientation] = useState<Orientation>("landscape");
  useEffect(() => {
    const element = target.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setOrientation(orientationOf(entry.contentRect.width, entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return orientation;
}
