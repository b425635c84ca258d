import { useCallback, useState, type KeyboardEvent } from "react";

/**
 * Expanded state and the active cell of a combobox input over a grid of results (the ARIA APG
 * combobox with a grid popup; focus stays in the input, `aria-activedescendant` names the cell):
 * Up and Down move through `count` rows, Left and Right through the active row's `columns(row)`
 * cells (the row, then its buttons), Enter calls `onEnter` with the active row (-1 when none) and
 * column, Escape collapses and leaves the input.
 */
export function useCombobox(count: number, columns: (row: number) => number) {
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [activeColumn, setActiveColumn] = useState(0);
  const collapse = useCallback(() => {
    setExpanded(false);
    setActiveIndex(-1);
    setActiveColumn(0);
  }, []);
  const moveRow = useCallback((index: number) => {
    setActiveIndex(index);
    setActiveColumn(0);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, onEnter: (index: number, column: number) => void) => {
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
      // Functional updates: two key presses before a render both count.
      setActiveIndex((index) => Math.max(-1, Math.min(count - 1, index + step)));
      setActiveColumn(0);
    } else if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && activeIndex >= 0 && activeIndex < count) {
      // Only inside the grid; without an active row the arrows move the caret.
      event.preventDefault();
      const step = event.key === "ArrowRight" ? 1 : -1;
      setActiveColumn((column) => Math.max(0, Math.min(columns(activeIndex) - 1, column + step)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      onEnter(activeIndex < count ? activeIndex : -1, activeColumn);
    }
  };
  return { expanded, setExpanded, activeIndex, activeColumn, setActiveIndex: moveRow, collapse, onKeyDown };
}
