import { useCallback, useInsertionEffect, useRef } from "react";
import { deepActiveElement, returnFocus } from "../../core/focus/focus";
import { placePopup, type PopupPlacement } from "./floating";

export interface PopupOptions extends PopupPlacement {
  /** The element it opens from (its button): placed beside it, focus goes back to it on close. */
  anchor(): HTMLElement | null;
  /** Escape inside the popup: the owner closes it. */
  onClose(): void;
  /** Move focus to the popup's first control when it opens (default true). */
  focusFirst?: boolean;
}

const FOCUSABLE =
  "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A popup (menu, panel) that stays inside the viewport (ui/popup/floating.ts): give the answered ref
 * to the popup's element while it is open. Its first control takes focus; Escape asks `onClose`;
 * when it goes, focus returns to the anchor if it was inside (or nowhere), never stolen from
 * elsewhere.
 */
export function usePopup<T extends HTMLElement>(options: PopupOptions): (popup: T | null) => (() => void) | undefined {
  const latest = useRef(options);
  // Before the commit attaches the ref (so an opening popup reads this render's options).
  useInsertionEffect(() => {
    latest.current = options;
  });
  return useCallback((popup: T | null) => {
    const anchor = latest.current.anchor();
    if (!popup || !anchor) return undefined;
    const stop = placePopup(anchor, popup, {
      ...latest.current,
      maxHeight: () => latest.current.maxHeight?.() ?? null,
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      latest.current.onClose();
    };
    popup.addEventListener("keydown", onKey);
    if (latest.current.focusFirst ?? true) popup.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    return () => {
      popup.removeEventListener("keydown", onKey);
      const active = deepActiveElement();
      const hadFocus = !active || popup.contains(active) || !active.isConnected;
      stop();
      if (hadFocus) queueMicrotask(() => returnFocus(anchor));
    };
  }, []);
}
