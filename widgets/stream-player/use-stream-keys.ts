import { useEffect, useRef, type RefObject } from "react";
import { keyAction, type KeyAction } from "./keyboard";

const EDITABLE = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const OWN_ARROWS = new Set(["checkbox", "radio", "slider", "switch", "listbox", "menu"]);

/** The key press as `keyAction` reads it (the real target inside shadow roots). */
function keyInput(event: KeyboardEvent) {
  const target = event.composedPath()[0];
  const element = target instanceof HTMLElement ? target : null;
  const role = element?.getAttribute("role") ?? (element instanceof HTMLInputElement ? element.type : "");
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    editable: element !== null && (EDITABLE.has(element.tagName) || element.isContentEditable) && !OWN_ARROWS.has(role),
    ownsArrows: OWN_ARROWS.has(role) || element?.tagName === "SL-SWITCH",
  };
}

/**
 * The shortcuts: on `root` (focus inside the player) or, with `global`, on the whole page. A key
 * the page acts on does not scroll the page. `handle` answers whether it acted.
 */
export function useStreamKeys(
  root: RefObject<HTMLElement | null>,
  global: boolean,
  handle: (action: KeyAction) => boolean,
) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const target: EventTarget | null = global ? globalThis : root.current;
    if (!target) return;
    const listener = (event: Event) => {
      const keyEvent = event as KeyboardEvent;
      if (keyEvent.defaultPrevented) return;
      const action = keyAction(keyInput(keyEvent));
      if (action && latest.current(action)) keyEvent.preventDefault();
    };
    target.addEventListener("keydown", listener);
    return () => target.removeEventListener("keydown", listener);
  }, [root, global]);
}
