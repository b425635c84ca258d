import * as z from "zod/mini";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";
import { defineSpec, event, prop } from "../core/element/spec";
import { navigationEvents } from "../core/navigation/navigate-event";
import { SelectedUnitSchema } from "../core/units/selected-unit";

/** Detail of `vms-search-submit`. */
export const SearchSubmitDetailSchema = z.object({ query: z.string() });

/** `<vms-unit-search>` / `UnitSearch`: the public surface, declared once. */
export const unitSearchSpec = defineSpec({
  tag: "vms-unit-search",
  description:
    "Search bar for live units, archive cabinets, accounts and regions: recent searches, scope chips and a virtual list of highlighted results. Shares the selection and the search state with vms-unit-map and vms-unit-drawer.",
  props: {
    page: prop(
      z._default(z.enum(["map", "stream", "history"]), "map"),
      "What a row click does: 'stream' opens the unit's default camera stream, 'history' its history (both through vms-navigate); 'map' selects the unit.",
    ),
  },
  events: {
    "vms-unit-select": event(SelectedUnitSchema, "A unit row was opened; the shared selection is set to it."),
    "vms-search-submit": event(SearchSubmitDetailSchema, "The search icon or Enter ran a search."),
    ...navigationEvents,
    ...statusEvents,
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    search: "The whole bar and panel.",
    bar: "The input row.",
    input: "The text input.",
    "search-button": "The search icon button.",
    chip: "A scope or selection chip.",
    panel: "The expanded panel.",
    row: "A result row.",
    match: "A highlighted match.",
  },
  cssProperties: {
    "--vms-search-z-index": { default: "1100", description: "Stacking order of the bar and its panel." },
  },
});
