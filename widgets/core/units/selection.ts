import { atom } from "nanostores";
import type { SelectedUnit } from "./selected-unit";

export { SelectedUnitSchema, UnitKindSchema, type SelectedUnit, type UnitKind } from "./selected-unit";

export const $selectedUnit = atom<SelectedUnit | null>(null);

export function selectUnit(unit: SelectedUnit): void {
  $selectedUnit.set(unit);
}

export function deselectUnit(): void {
  $selectedUnit.set(null);
}
