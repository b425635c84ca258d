import * as z from "zod";
import { StreamErrorDetailSchema, StreamStatusDetailSchema } from "../core/video/stream-events";
import { defineSpec, event, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** `<vms-stream-player>` / `StreamPlayer`: the live stream page's widget (document 3 §2.1), declared once. */
export const streamPlayerSpec = defineSpec({
  tag: "vms-stream-player",
  description:
    "An operator watches and drives one camera: camera header (health, name, favourite star, viewers), the live picture over WebRTC or HTML5 video with the client logo, pan/tilt/zoom controls, the action menus (Speaker, Quick Download, Suspend Patrol, Snapshot, Presets, Lights, Quick Settings), 'At this Location', snackbars and keyboard shortcuts (`?` lists them). Other cameras open through `vms-navigate`.",
  props: {
    cameraId: prop(z.number().int().positive().optional(), "The camera to show."),
    hideLocation: prop(z.boolean().default(false), "Hide the 'At this Location' column (e.g. in a narrow host)."),
    globalKeys: prop(
      z.boolean().default(false),
      "Take the keyboard shortcuts from the whole page, not only while focus is inside the player (a page that is only this player).",
    ),
    notifications: prop(
      z.boolean().default(false),
      "Show the player's messages as its own snackbars (a page without the portal's notification stack).",
    ),
    videoPreference: prop(
      z.string().optional(),
      "Overrides the signed-in user's videoPreference: 'html5' plays HLS; anything else WebRTC when possible.",
    ),
  },
  events: {
    ...statusEvents,
    "vms-stream-status": event(
      StreamStatusDetailSchema,
      "The stream's status changed (initial, started, active, idle).",
    ),
    "vms-stream-error": event(
      StreamErrorDetailSchema,
      "The stream failed (the player shows the text in `message`), or the viewer check-in failed.",
    ),
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    player: "The whole player.",
    "camera-header": "The camera header row.",
    health: "The camera's health dot.",
    "camera-name": "The camera name.",
    "favourite-button": "The favourite star.",
    viewers: "The viewers indicator.",
    "keys-button": "The button that lists the keyboard shortcuts.",
    stage: "The picture area (focusable; takes the shortcuts).",
    video: "The `<video>` element.",
    logo: "The client logo over the picture.",
    message: "A state text over the picture (connecting, failed, deactivated).",
    feedback: "The arrow or zoom animation after a command.",
    notice: "The view-only notice.",
    pad: "The pan/tilt pad.",
    "pad-button": "A pan/tilt or home button.",
    "zoom-button": "A zoom in or zoom out button.",
    "fullscreen-button": "The full-screen button.",
    actions: "The column of action buttons.",
    "action-button": "An action button (opens its menu).",
    menu: "An open action menu: a popup beside its button, kept inside the viewport.",
    "menu-item": "A row of a menu (sound, preset, light, camera, link).",
    "light-switch": "A light's switch.",
    "heater-switch": "The heater switch.",
    quality: "Quick Settings' Quality choice (Auto, Main stream, Substream; remembered per user).",
    "stats-switch": "Quick Settings' 'Stats' switch.",
    stats:
      "The 'Stats' panel below the picture, never over it (transport, resolution, frame rate, bit rate, latency, first frame, stream).",
    dialog: "A modal dialog (snapshot, suspend patrol, keyboard shortcuts).",
    location: "The 'At this Location' column.",
    "location-group": "The cameras of one live unit at this location.",
    "location-camera": "A camera link in 'At this Location'.",
    thumbnail: "A camera thumbnail (grey when its image failed).",
    notifications: "The snackbars (with `notifications`).",
    notification: "One snackbar (with `notifications`).",
  },
  cssProperties: {
    "--vms-stream-background": { default: "#000000", description: "Behind the picture." },
    "--vms-stream-overlay": {
      default: "rgb(0 0 0 / 0.6)",
      description: "Background of the controls and texts over the picture.",
    },
    "--vms-stream-on-overlay": { default: "#ffffff", description: "Text and symbols over the picture." },
    "--vms-stream-location-width": { default: "18rem", description: "Width of 'At this Location' on wide hosts." },
    "--vms-stream-transition": { default: "350ms", description: "Popup transition (document 3 §9)." },
    "--vms-health-yellow": { default: "#b58900", description: "Health yellow, shown darker." },
    "--vms-health-red": { default: "#c62828", description: "Health red." },
    "--vms-health-grey": { default: "#8a94a3", description: "Health grey." },
  },
});
