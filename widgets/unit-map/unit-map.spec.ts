import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";
import { defineSpec, event } from "../core/element/spec";
import { SelectedUnitSchema } from "../core/units/selected-unit";

/** `<vms-unit-map>` / `UnitMap`: the public surface, declared once. */
export const unitMapSpec = defineSpec({
  tag: "vms-unit-map",
  description:
    "Map of the live units and archive cabinets the user can see: offline basemap under the tiles, markers in view, clusters above 500 points, filters, map type and fit. Shares the selection with the other widgets.",
  events: {
    "vms-unit-select": event(SelectedUnitSchema, "A marker was chosen; the shared selection is set to it."),
    ...statusEvents,
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    map: "The map with its controls (carries `data-zoom`).",
    toolbar: "The map-type control and the fit button.",
    filters: "The filter panel.",
    attribution:
      "The tile servers' credit in the bottom-right corner (`roadmap-attribution`, `satellite-attribution` on `vms-config`).",
  },
});
