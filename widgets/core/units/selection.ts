import { atom } from "nanostores";

export type UnitKind = "live_unit" | "archive_cabinet";

/** The unit selected on the map, in the search or by the host: the drawer shows it. */
export interface SelectedUnit {
  kind: UnitKind;
  id: number;
  name: string;
  /** A live unit classed deactivated by its dates. Archive cabinets are never deactivated. */
  deactivated: boolean;
  /** Valid coordinates when known: the map centres on them at zoom 17. */
  position: { lat: number; lng: number } | null;
}

export const $selectedUnit = atom<SelectedUnit | null>(null);

export function selectUnit(unit: SelectedUnit): void {
  $selectedUnit.set(unit);
}

export function deselectUnit(): void {
  $selectedUnit.set(null);
}
