import { defineElement, defineElementClass } from "../ui/element/define-element";
import type { ElementManifest } from "../ui/element/manifest";
import { UnitSearch, type UnitSearchProps } from "./unit-search";
import "./unit-search.catalogue";

export const manifest = {
  tag: "vms-unit-search",
  description:
    "Search bar for live units, archive cabinets, accounts and regions: recent searches, scope chips and a virtual list of highlighted results. Shares the selection and the search state with vms-unit-map and vms-unit-drawer.",
  attributes: [
    {
      name: "page",
      type: '"map" | "stream" | "history"',
      description:
        "What a row click does: 'stream' opens the unit's default camera stream, 'history' its history; otherwise the unit is selected on the map.",
      default: "map",
    },
  ],
  events: [
    { name: "vms-unit-select", description: "A unit row was opened.", detail: "SelectedUnit" },
    { name: "vms-search-submit", description: "The search icon or Enter ran a search.", detail: "{ query: string }" },
  ],
  cssParts: [
    { name: "search", description: "The whole bar and panel." },
    { name: "bar", description: "The input row." },
    { name: "input", description: "The text input." },
    { name: "search-button", description: "The search icon button." },
    { name: "chip", description: "A scope or selection chip." },
    { name: "panel", description: "The expanded panel." },
    { name: "row", description: "A result row." },
    { name: "match", description: "A highlighted match." },
  ],
  cssProperties: [
    { name: "--vms-color-primary", description: "Accent colour.", default: "#1f5fae" },
    { name: "--vms-color-surface", description: "Background of the bar and panel.", default: "#ffffff" },
    { name: "--vms-color-text", description: "Text colour.", default: "#1c2430" },
    { name: "--vms-color-text-muted", description: "Secondary text colour.", default: "#4f5b6b" },
    { name: "--vms-color-border", description: "Border colour.", default: "#c9d1db" },
    { name: "--vms-color-hover", description: "Hovered and active row background.", default: "#eef3f9" },
    { name: "--vms-color-highlight", description: "Background of highlighted matches.", default: "#ffe58a" },
    { name: "--vms-color-chip", description: "Chip background.", default: "#e3ecf7" },
    { name: "--vms-search-z-index", description: "Stacking order of the bar and its panel.", default: "1100" },
  ],
} satisfies ElementManifest;

/** Registers `<vms-unit-search>`. */
export function defineUnitSearch(): void {
  defineElement("vms-unit-search", () =>
    defineElementClass<UnitSearchProps>("vms-unit-search", UnitSearch, {
      props: { page: "string" },
      events: { onUnitSelect: "vms-unit-select", onSearchSubmit: "vms-search-submit" },
    }),
  );
}

defineUnitSearch();

declare global {
  interface HTMLElementTagNameMap {
    "vms-unit-search": HTMLElement & { page?: string };
  }
}
