import { atom } from "nanostores";
import { deepActiveElement, returnFocus, type FocusOrigin } from "../focus/focus";
import type { SelectedUnit } from "./selected-unit";

export { SelectedUnitSchema, UnitKindSchema, type SelectedUnit, type UnitKind } from "./selected-unit";

export const $selectedUnit = atom<SelectedUnit | null>(null);

let focusOrigin: FocusOrigin | null = null;

/**
 * Selects `unit` (the drawer opens). `origin` is where focus returns when the drawer closes: by
 * default whatever has focus now (the marker or the row that was chosen).
 */
export function selectUnit(unit: SelectedUnit, origin?: FocusOrigin): void {
  focusOrigin = origin ?? (typeof document === "undefined" ? null : deepActiveElement());
  $selectedUnit.set(unit);
}

/** Clears the selection (the drawer closes); with `{ returnFocus: true }` focus goes back to where the unit was chosen. */
export function deselectUnit(options: { returnFocus?: boolean } = {}): void {
  const origin = focusOrigin;
  focusOrigin = null;
  $selectedUnit.set(null);
  if (options.returnFocus) returnFocus(origin);
}
