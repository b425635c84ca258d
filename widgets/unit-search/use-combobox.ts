import { useCallback, useState, type KeyboardEvent } from "react";

/**
 * Expanded state and the active row of a combobox input: arrows move through `count` rows, Enter
 * calls `onEnter` with the active row (-1 when none), Escape collapses and leaves the input.
 */
export function useCombobox(count: number) {
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const collapse = useCallback(() => {
    setExpanded(false);
    setActiveIndex(-1);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, onEnter: (index: number) => void) => {
    if (event.key === "Escape") {
      // Also keeps a search input from clearing itself.
      event.preventDefault();
      collapse();
      event.currentTarget.blur();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setExpanded(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => Math.max(-1, Math.min(count - 1, index + step)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      onEnter(activeIndex < count ? activeIndex : -1);
    }
  };
  return { expanded, setExpanded, activeIndex, setActiveIndex, collapse, onKeyDown };
}
