import * as z from "zod";
import { defineSpec, event, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** Detail of `vms-tile-close`. */
export const TileCloseDetailSchema = z.object({ cameraId: z.number().int().positive() });

/** `<vms-mosaic>` / `Mosaic`: the public surface, declared once. */
export const mosaicSpec = defineSpec({
  tag: "vms-mosaic",
  description:
    "A mosaic of live camera tiles (document 3 §2.5): a top bar with back to / and the mosaic's name, and up to 36 tiles laid out by count and orientation. Each tile plays its camera's substream (the main stream in full screen), links to the camera's stream page in a new tab, and offers close, full screen, presets, snapshot and lights as the user may. Only tiles on screen play.",
  props: {
    mosaicId: prop(
      z.number().int().nonnegative().optional(),
      "The saved mosaic to show (GET /api/vms/mosaic/{id}); 0 or none shows nothing.",
    ),
    liveUnitId: prop(
      z.number().int().positive().optional(),
      "Instead of a saved mosaic: every camera of this live unit (GET /api/vms/mosaic/live_unit/{id}).",
    ),
    camListId: prop(
      z.number().int().positive().optional(),
      "Instead of a saved mosaic: the cameras of one of the user's camera lists (GET /api/vms/mosaic/cam_list/{id}); its back button goes to /favorites.",
    ),
    videoPreference: prop(
      z.string().optional(),
      "Overrides the signed-in user's videoPreference: 'html5' plays HLS; anything else WebRTC when possible.",
    ),
  },
  events: {
    ...statusEvents,
    "vms-tile-close": event(TileCloseDetailSchema, "A tile was closed; cancel to keep it.", { cancelable: true }),
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    "top-bar": "The bar with the back button and the name.",
    "back-button": "The back button (to /).",
    name: "The mosaic's name.",
    grid: "The mosaic area (viewport height minus 64 px by default).",
    tile: "A camera tile.",
    "tile-bar": "A tile's label bar above its picture (never over the camera's own burned-in text).",
    "tile-link": "A tile's unit and camera name, linking to its stream page in a new tab.",
    "tile-button": "A tile's buttons (close, full screen, presets, snapshot, lights, video settings).",
    "tile-status": "A tile's state text (connecting, paused, reconnecting, failed) and Retry.",
    menu: "A tile's open menu (presets, snapshot, lights, video settings): a popup kept inside the viewport.",
    quality: "A tile's Quality choice (Auto, Main stream, Substream; remembered per user).",
    stats: "A tile's 'Stats' strip, between its label bar and its picture.",
    video: "A tile's `<video>` element.",
  },
  cssProperties: {
    "--vms-mosaic-height": {
      default: "calc(100vh - 64px)",
      description: "Height of the mosaic area (document 3 §2.5: the viewport minus 64 px).",
    },
    "--vms-mosaic-background": { default: "#000000", description: "Behind the tiles." },
    "--vms-mosaic-overlay": { default: "rgb(0 0 0 / 0.6)", description: "Background of a tile's overlays." },
    "--vms-mosaic-on-overlay": { default: "#ffffff", description: "Text and symbols on the overlays." },
  },
});
