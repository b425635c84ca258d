import { useEffect, type RefObject } from "react";

/** Calls `onOutside` when a pointer goes down outside `ref` (across shadow roots, via the composed path). */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      const element = ref.current;
      if (element && !event.composedPath().includes(element)) onOutside();
    };
    document.addEventListener("pointerdown", listener);
    return () => document.removeEventListener("pointerdown", listener);
  }, [ref, active, onOutside]);
}
