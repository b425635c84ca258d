import { atom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import type { DrawerCamera } from "../core/schemas/units";
import { search } from "../core/search/search-api";

/** Live units a picker page lists. */
export const PICKER_PAGE_SIZE = 25;

/** A live unit the picker offers (a hit of the search over live units). */
export interface PickerUnit {
  id: number;
  name: string;
  detail: string;
}

/** The list the picker adds to; null while no picker is open. */
export const $pickerListId = atom<number | null>(null);
/** The picker's search text; null while no picker is open (nothing is searched). */
export const $pickerQuery = atom<string | null>(null);
/** The live unit whose cameras the picker shows; null: none opened. */
export const $pickerUnitId = atom<number | null>(null);

/** Live units matching the text (GET /api/vms/search over live_units; '*' when empty), debounced while typing. */
export const $pickerUnits = remoteStore<PickerUnit[], string>({
  input: $pickerQuery,
  load: async (q, signal) => {
    const data = await search(
      { q: q.trim(), offset: 0, limit: PICKER_PAGE_SIZE, filter: { indices: ["live_units"] }, sort: "_score" },
      signal,
    );
    return data.results.map(({ _source: unit }) => ({
      id: unit.id,
      name: unit.name,
      detail: [unit.location_name, unit.client_name].filter(Boolean).join(" · "),
    }));
  },
  debounce: { wait: 250 },
  name: "camera picker units",
});

/** The cameras of the opened unit (GET /api/vms/live_units/{id}/meta): only units the user may read answer. */
export const $pickerCameras = remoteStore<{ unitName: string; cameras: DrawerCamera[] }, number>({
  input: $pickerUnitId,
  load: async (liveUnitId, signal) => {
    const { data } = await callApi(shell.liveUnitDetail, { params: { liveUnitId }, signal });
    return { unitName: data.liveUnitName, cameras: data.cameraList };
  },
  name: "camera picker cameras",
});

/** Opens the picker for a list (one at a time; empty text lists every unit). */
export function openPicker(listId: number): void {
  $pickerUnitId.set(null);
  $pickerQuery.set("");
  $pickerListId.set(listId);
}

export function closePicker(): void {
  $pickerListId.set(null);
  $pickerQuery.set(null);
  $pickerUnitId.set(null);
}

/** Shows the cameras of `unitId`, or hides them when it is already open. */
export function toggleUnit(unitId: number): void {
  $pickerUnitId.set($pickerUnitId.get() === unitId ? null : unitId);
}
