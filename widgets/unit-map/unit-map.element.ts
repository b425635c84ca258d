import { defineElement, defineElementClass } from "../ui/element/define-element";
import type { ElementManifest } from "../ui/element/manifest";
import "./unit-map.catalogue";
import { UnitMap, type UnitMapProps } from "./unit-map";

/**
 * `<vms-unit-map>`: the map of live units and archive cabinets.
 *
 * @event vms-unit-select - a marker was chosen; `detail` is the selected unit
 *   `{ kind, id, name, deactivated, position }` (bubbles, crosses the shadow root).
 * @cssproperty --vms-map-water, --vms-map-land, --vms-map-border, --vms-map-state-border - basemap colours
 * @cssproperty --vms-marker-live, --vms-marker-deactivated, --vms-marker-cabinet - marker colours
 * @cssproperty --vms-cluster-bg, --vms-cluster-fg - cluster colours
 */
export const UnitMapElement = (): CustomElementConstructor =>
  defineElementClass<UnitMapProps>("vms-unit-map", UnitMap, {
    events: { onUnitSelect: "vms-unit-select" },
    styles: [":host{display:block;height:100%;min-height:320px}"],
  });

defineElement("vms-unit-map", UnitMapElement);

declare global {
  interface HTMLElementTagNameMap {
    "vms-unit-map": HTMLElement;
  }
}

export const manifest = {
  tag: "vms-unit-map",
  description:
    "Map of the live units and archive cabinets the user can see: offline basemap under the tiles, markers in view, clusters above 500 points, filters, map type and fit. Shares the selection with the other widgets.",
  attributes: [],
  events: [
    {
      name: "vms-unit-select",
      description: "A marker was chosen; the shared selection is set to it.",
      detail:
        '{ kind: "live_unit" | "archive_cabinet"; id: number; name: string; deactivated: boolean; position: { lat: number; lng: number } | null }',
    },
  ],
  cssParts: [
    { name: "map", description: "The map with its controls." },
    { name: "toolbar", description: "The map-type control and the fit button." },
    { name: "filters", description: "The filter panel." },
  ],
  cssProperties: [
    { name: "--vms-map-water", description: "Water (map background).", default: "#a9c9e4" },
    { name: "--vms-map-land", description: "Land of the offline basemap.", default: "#f1efe6" },
    { name: "--vms-map-border", description: "Country borders.", default: "#9a9a8f" },
    { name: "--vms-map-state-border", description: "US state borders.", default: "#bcbcae" },
    { name: "--vms-marker-live", description: "Live unit markers (circles).", default: "#1a7f37" },
    { name: "--vms-marker-deactivated", description: "Deactivated unit markers (diamonds).", default: "#8c959f" },
    { name: "--vms-marker-cabinet", description: "Archive cabinet markers (squares).", default: "#8250df" },
    { name: "--vms-cluster-bg", description: "Cluster background.", default: "#0b57d0" },
    { name: "--vms-cluster-fg", description: "Cluster count text.", default: "#ffffff" },
    { name: "--vms-surface", description: "Panels background.", default: "#ffffff" },
    { name: "--vms-on-surface", description: "Panels text.", default: "#1d2733" },
  ],
} satisfies ElementManifest;
