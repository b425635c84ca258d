import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";
import { defineSpec, event } from "../core/element/spec";
import { navigationEvents } from "../core/navigation/navigate-event";

/** `<vms-unit-drawer>` / `UnitDrawer`: the public surface, declared once. */
export const unitDrawerSpec = defineSpec({
  tag: "vms-unit-drawer",
  description:
    "Side drawer with the selected unit's details (health, address, Stream and History, camera thumbnails). Shows the shared selection; empty when nothing is selected.",
  events: {
    "vms-drawer-close": event(null, "The drawer was closed (close button or Escape); the selection is cleared."),
    ...navigationEvents,
    ...statusEvents,
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    drawer: "The drawer panel.",
    "close-button": "The close button.",
    health: "The health indicator.",
    "stream-button": "The Stream button.",
    "history-button": "The History button.",
    camera: "A camera thumbnail link.",
  },
  cssProperties: {
    "--vms-drawer-width": { default: "375px", description: "Width at 750 px and wider." },
    "--vms-drawer-width-narrow": { default: "60vw", description: "Width under 750 px." },
    "--vms-health-yellow": { default: "#b58900", description: "Health yellow, shown darker." },
    "--vms-health-red": { default: "#c62828", description: "Health red." },
    "--vms-health-grey": { default: "#8a94a3", description: "Health grey." },
  },
});
