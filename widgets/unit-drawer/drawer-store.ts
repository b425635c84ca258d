import { computed } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import { notify } from "../core/notifications/notifications-store";
import type { ArchiveCabinetDetail, LiveUnitDetail } from "../core/schemas/units";
import { $selectedUnit, type SelectedUnit } from "../core/units/selection";

export type DrawerDetail =
  | { kind: "live_unit"; unitId: number; detail: LiveUnitDetail }
  | { kind: "archive_cabinet"; unitId: number; detail: ArchiveCabinetDetail };

/** The unit whose detail the drawer shows (kind and id only: a new name does not reload). */
const $drawerUnit = computed($selectedUnit, (unit): Pick<SelectedUnit, "kind" | "id"> | null =>
  unit ? { kind: unit.kind, id: unit.id } : null,
);

/**
 * Detail of the selected unit, loaded while the drawer listens and again when the selection
 * changes (latest selection wins); notAsked when nothing is selected. A failure shows the error
 * notification of document 1 §8 and is retried with backoff when transient.
 */
export const $drawerDetail = remoteStore<DrawerDetail, Pick<SelectedUnit, "kind" | "id">>({
  input: $drawerUnit,
  load: async (unit, signal) => {
    if (unit.kind === "archive_cabinet") {
      const { data } = await callApi(shell.archiveCabinetDetail, { params: { archiveCabinetId: unit.id }, signal });
      return { kind: "archive_cabinet", unitId: unit.id, detail: data };
    }
    const { data } = await callApi(shell.liveUnitDetail, { params: { liveUnitId: unit.id }, signal });
    return { kind: "live_unit", unitId: unit.id, detail: data };
  },
  name: "unit detail",
  onError: (_, unit) =>
    notify("error", unit.kind === "archive_cabinet" ? "core:errors.archiveCabinetInfo" : "core:errors.liveUnitInfo"),
});
