import { useEffect, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard focus: moves into the modal when it opens, goes back where it was when it
 * closes, and Tab / Shift+Tab cycle inside it (spread the returned handler as `onKeyDown`).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  useEffect(() => {
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = root?.activeElement ?? document.activeElement;
    ref.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [ref]);
  return (event) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const root = ref.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
