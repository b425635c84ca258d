import { defineElement, defineElementClass } from "../ui/element/define-element";
import type { ElementManifest } from "../ui/element/manifest";
import { UnitDrawer, type UnitDrawerProps } from "./unit-drawer";
import "./unit-drawer.catalogue";

export const manifest = {
  tag: "vms-unit-drawer",
  description:
    "Side drawer with the selected unit's details (health, address, Stream and History, camera thumbnails). Shows the shared selection; empty when nothing is selected.",
  attributes: [],
  events: [
    {
      name: "vms-drawer-close",
      description: "The drawer was closed (close button or Escape); the selection is cleared.",
    },
    {
      name: "vms-navigate",
      description:
        "Cancelable. The drawer wants to go to a page; when not cancelled it goes through the configured navigate hook.",
      detail: "{ path: string }",
    },
  ],
  cssParts: [
    { name: "drawer", description: "The drawer panel." },
    { name: "close-button", description: "The close button." },
    { name: "health", description: "The health indicator." },
    { name: "stream-button", description: "The Stream button." },
    { name: "history-button", description: "The History button." },
    { name: "camera", description: "A camera thumbnail link." },
  ],
  cssProperties: [
    { name: "--vms-drawer-width", description: "Width at 750 px and wider.", default: "375px" },
    { name: "--vms-drawer-width-narrow", description: "Width under 750 px.", default: "60vw" },
    { name: "--vms-color-primary", description: "Accent colour.", default: "#1f5fae" },
    { name: "--vms-color-secondary", description: "Health green (the theme's secondary colour).", default: "#2e7d32" },
    { name: "--vms-health-yellow", description: "Health yellow, shown darker.", default: "#b58900" },
    { name: "--vms-health-red", description: "Health red.", default: "#c62828" },
    { name: "--vms-health-grey", description: "Health grey.", default: "#8a94a3" },
    { name: "--vms-color-surface", description: "Background.", default: "#ffffff" },
    { name: "--vms-color-text", description: "Text colour.", default: "#1c2430" },
    { name: "--vms-color-notice", description: "Access notice background.", default: "#fff4d6" },
  ],
} satisfies ElementManifest;

/** Registers `<vms-unit-drawer>`. */
export function defineUnitDrawer(): void {
  defineElement("vms-unit-drawer", () =>
    defineElementClass<UnitDrawerProps>("vms-unit-drawer", UnitDrawer, {
      events: { onClose: "vms-drawer-close", onNavigate: "vms-navigate" },
    }),
  );
}

defineUnitDrawer();

declare global {
  interface HTMLElementTagNameMap {
    "vms-unit-drawer": HTMLElement;
  }
}
