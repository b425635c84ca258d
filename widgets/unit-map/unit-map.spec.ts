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
  },
  cssProperties: {
    "--vms-map-water": { default: "#a9c9e4", description: "Water (the map's background)." },
    "--vms-map-land": { default: "#f1efe6", description: "Land of the offline basemap." },
    "--vms-map-border": { default: "#9a9a8f", description: "Country borders." },
    "--vms-map-state-border": { default: "#bcbcae", description: "US state borders." },
    "--vms-marker-live": { default: "#1a7f37", description: "Live unit markers (circles)." },
    "--vms-marker-deactivated": { default: "#8c959f", description: "Deactivated unit markers (diamonds)." },
    "--vms-marker-cabinet": { default: "#8250df", description: "Archive cabinet markers (squares)." },
    "--vms-marker-outline": { default: "#ffffff", description: "Outline of every marker." },
    "--vms-marker-selected": { default: "#f2a900", description: "Ring of the selected unit's marker." },
    "--vms-cluster-bg": { default: "#0b57d0", description: "Cluster background." },
    "--vms-cluster-fg": { default: "#ffffff", description: "Cluster count text." },
    "--vms-surface": { default: "#ffffff", description: "Background of the map's panels." },
    "--vms-on-surface": { default: "#1d2733", description: "Text of the map's panels." },
    "--vms-overlay": {
      default: "rgb(255 255 255 / 0.55)",
      description: "Background of the map's panels over the map.",
    },
    "--vms-selected-bg": { default: "#dde7f5", description: "Background of the chosen map type." },
  },
});
