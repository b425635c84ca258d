import * as z from "zod";
import { defineSpec, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

const id = () => z.number().int().positive().optional();

/** `<vms-alert-view>` / `AlertView`: the public surface, declared once. */
export const alertViewSpec = defineSpec({
  tag: "vms-alert-view",
  description:
    "The live-unit view (document 3 §2.2, route /live-unit/{id}/view): a header with back to /alerts, '{location name}, {live unit name}' and the viewers; live mode (a mosaic of the unit's cameras, Sounds, Call Unit, Lights, the red 'Live: {time}' clock and Go To Alert) unless `context-id` and `alert-id` are both given, then alert mode (the alert's media for a chosen timestamp, type and date, timestamp buttons, Resolve, Go Live). Joins the unit's or the alert's presence room while shown; a resolved alert sends its viewers to /alerts.",
  props: {
    liveUnitId: prop(
      id(),
      "The live unit shown (GET /api/vms/live_unit_info/{id} and /api/vms/mosaic/live_unit/{id}).",
    ),
    contextId: prop(
      id(),
      "The alert the view was opened from (query `contextId`); live mode offers Go To Alert for it.",
    ),
    alertId: prop(id(), "With `context-id`: alert mode for this alert (query `alertId`; GET /api/alerts/{id})."),
    videoPreference: prop(
      z.string().optional(),
      "Overrides the signed-in user's videoPreference for the live tiles: 'html5' plays HLS; anything else WebRTC when possible.",
    ),
  },
  events: { ...statusEvents },
  parts: {
    ...widgetParts,
    ...statusParts,
    header: "The header bar.",
    "back-button": "The back button (to /alerts).",
    title: "'{location name}, {live unit name}'.",
    "viewers-button": "The viewers button (shown with more than one viewer).",
    "viewers-popup": "The viewers popup: name, running time, username and access of each viewer.",
    "view-only-notice": "The view-only notice (red), shown when another operator has camera control.",
    mosaic: "The mosaic area (live tiles, or the alert's media).",
    tile: "A live camera tile or an alert media tile.",
    video: "A live tile's `<video>` element (the player engine's).",
    "tile-bar": "A live tile's label bar above its picture (never over the camera's own burned-in text).",
    "tile-link": "A live tile's unit and camera name, linking to its stream page in a new tab.",
    "tile-status": "A live tile's state text (connecting, paused, reconnecting, failed) and Retry.",
    "tile-button": "A tile's buttons (live: presets, snapshot, lights, full screen; media: play/pause, full screen).",
    "tile-label": "An alert media tile's camera-role label.",
    seek: "An alert video's seek slider.",
    footer: "The footer bar (live or alert).",
    "live-clock": "The red 'Live: {time}' clock.",
    "footer-button": "The footer's buttons (Sounds, Call Unit, Lights, Go To Alert, Resolve, Go Live).",
    timestamp: "A media timestamp button of the alert footer.",
    menu: "An open footer menu (Sounds, Lights) or a live tile's open menu (presets, snapshot, lights, video settings).",
    quality: "A live tile's Quality choice (Auto, Main stream, Substream; remembered per user).",
    stats: "A live tile's 'Stats' strip, between its label bar and its picture.",
  },
  cssProperties: {
    "--vms-alert-view-mosaic-height": {
      default: "calc(100vh - 68px - 76px)",
      description: "Height of the mosaic area (document 3 §2.2: the viewport minus 68 and 76 px).",
    },
    "--vms-alert-view-live": { default: "#d32f2f", description: "The red of the live clock and the view-only notice." },
  },
});
