import { useCallback, useEffect, useState, type RefObject } from "react";

/** Whether `target` is the browser's full-screen element, and a toggle (works inside a shadow root). */
export function useFullScreen(target: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const change = () => {
      const root = target.current?.getRootNode() as ShadowRoot | Document | undefined;
      setOn(!!target.current && root?.fullscreenElement === target.current);
    };
    document.addEventListener("fullscreenchange", change);
    return () => document.removeEventListener("fullscreenchange", change);
  }, [target]);
  const toggle = useCallback(() => {
    if (on) void document.exitFullscreen?.().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [on, target]);
  return [on, toggle];
}
