import { onMount } from "nanostores";
import { remoteAtom } from "../core/api/remote-data";
import { toApiError } from "../core/api/api-error";
import { request } from "../core/api/request";
import { notify } from "../core/notifications/notifications-store";
import {
  ArchiveCabinetDetailResponseSchema,
  LiveUnitDetailResponseSchema,
  type ArchiveCabinetDetail,
  type LiveUnitDetail,
} from "../core/schemas/units";
import { $selectedUnit, type SelectedUnit } from "../core/units/selection";

export type DrawerDetail =
  | { kind: "live_unit"; unitId: number; detail: LiveUnitDetail }
  | { kind: "archive_cabinet"; unitId: number; detail: ArchiveCabinetDetail };

/** Detail of the selected unit, loaded when the selection changes (latest selection wins). */
export const $drawerDetail = remoteAtom<DrawerDetail>();

let controller: AbortController | undefined;

async function fetchDetail(unit: SelectedUnit, signal: AbortSignal): Promise<DrawerDetail> {
  if (unit.kind === "archive_cabinet") {
    const response = await request(`/api/vms/archive_cabinets/${unit.id}`, ArchiveCabinetDetailResponseSchema, {
      signal,
    });
    return { kind: "archive_cabinet", unitId: unit.id, detail: response.data };
  }
  const response = await request(`/api/vms/live_units/${unit.id}/meta`, LiveUnitDetailResponseSchema, { signal });
  return { kind: "live_unit", unitId: unit.id, detail: response.data };
}

/** Loads the detail of `unit` (or clears it); failures become a notification and the error state. */
export async function loadDrawerDetail(unit: SelectedUnit | null): Promise<void> {
  controller?.abort();
  if (!unit) {
    controller = undefined;
    $drawerDetail.set({ status: "notAsked" });
    return;
  }
  const mine = new AbortController();
  controller = mine;
  $drawerDetail.set({ status: "loading" });
  try {
    const data = await fetchDetail(unit, mine.signal);
    if (controller === mine) $drawerDetail.set({ status: "success", data });
  } catch (error) {
    const apiError = toApiError(error);
    if (controller !== mine || apiError.code === "aborted") return;
    $drawerDetail.set({ status: "error", error: apiError });
    notify("error", unit.kind === "archive_cabinet" ? "core:errors.archiveCabinetInfo" : "core:errors.liveUnitInfo");
    console.error("[vms-widgets] unit detail", apiError.message);
  }
}

onMount($drawerDetail, () => {
  let last: string | undefined;
  const off = $selectedUnit.subscribe((unit) => {
    const key = unit ? `${unit.kind}:${unit.id}` : undefined;
    if (key === last) return;
    last = key;
    void loadDrawerDetail(unit);
  });
  return () => {
    off();
    controller?.abort();
    controller = undefined;
    $drawerDetail.set({ status: "notAsked" });
  };
});
