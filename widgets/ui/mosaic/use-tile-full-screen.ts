import { useEffect, useRef, type RefObject } from "react";

/**
 * The tile's full screen: shown full screen when the browser allows it, else expanded over the
 * mosaic area; leaving the browser's full screen (Escape) leaves the expanded tile too.
 */
export function useTileFullScreen(
  tile: RefObject<HTMLElement | null>,
  expanded: boolean,
  onExpand: (expanded: boolean) => void,
): () => void {
  const leave = useRef(onExpand);
  useEffect(() => {
    leave.current = onExpand;
  });
  useEffect(() => {
    if (!expanded) return;
    let entered = false;
    const change = () => {
      const root = tile.current?.getRootNode() as ShadowRoot | Document | undefined;
      const inFullScreen = root?.fullscreenElement === tile.current;
      if (inFullScreen) entered = true;
      else if (entered) leave.current(false);
    };
    document.addEventListener("fullscreenchange", change);
    return () => document.removeEventListener("fullscreenchange", change);
  }, [expanded, tile]);
  return () => {
    if (expanded) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      onExpand(false);
      return;
    }
    void tile.current?.requestFullscreen?.().catch(() => undefined);
    onExpand(true);
  };
}
