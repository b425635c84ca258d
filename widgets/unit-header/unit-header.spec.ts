import * as z from "zod";
import { defineSpec, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** The pages the header sits on: the selected tab and the client-name flag follow it. */
export const HEADER_PAGES = ["stream", "history", "requested-video"] as const;

/** `<vms-unit-header>` / `UnitHeader`: the public surface, declared once. */
export const unitHeaderSpec = defineSpec({
  tag: "vms-unit-header",
  description:
    "The header of a unit's pages (stream, history, requested videos): back to '/', the title (location, client name when flagged for the page, unit name, serial), Cameras and History tabs and, with `camera-id`, the camera's health dot, name and favourite star. Pages open through `vms-navigate`.",
  props: {
    liveUnitId: prop(z.number().int().positive().optional(), "The live unit whose header is shown."),
    archiveCabinetId: prop(
      z.number().int().positive().optional(),
      "The archive cabinet whose header is shown (when no `live-unit-id`); cabinets have no Cameras tab.",
    ),
    page: prop(z.enum(HEADER_PAGES).default("history"), "The page the header sits on: its tab is selected."),
    cameraId: prop(
      z.number().int().positive().optional(),
      "The camera of the stream page: shows its health dot, name and favourite star.",
    ),
  },
  events: { ...statusEvents },
  parts: {
    ...widgetParts,
    ...statusParts,
    header: "The header bar.",
    "back-button": "The back button (to '/').",
    title: "The title: location, client name, unit name and serial.",
    tabs: "The tab list.",
    tab: "A tab (Cameras, History).",
    camera: "The camera row: health dot, name and favourite star.",
    health: "The camera's health dot.",
    "favourite-button": "The favourite star button.",
  },
  cssProperties: {
    "--vms-health-yellow": { default: "#b58900", description: "Health yellow, shown darker." },
    "--vms-health-red": { default: "#c62828", description: "Health red." },
    "--vms-health-grey": { default: "#8a94a3", description: "Health grey." },
  },
});
