/** The element that has focus, through open shadow roots (null when nothing does). */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Where focus goes back to when something opened from it closes: an element, or a function
 * answering one (the element that stands in for the opener when the opener itself has gone, e.g.
 * a marker redrawn or a result row scrolled away).
 */
export type FocusOrigin = HTMLElement | (() => HTMLElement | null | undefined);

/** Focuses `origin` if it (or what it answers) is still in the page; answers whether it did. */
export function returnFocus(origin: FocusOrigin | null | undefined): boolean {
  const target = typeof origin === "function" ? origin() : origin;
  if (!target?.isConnected) return false;
  target.focus({ preventScroll: true });
  return true;
}
