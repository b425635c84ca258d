import * as z from "zod/mini";
import { defineSpec, event, prop } from "../core/element/spec";
import { QUALITY_CHOICES } from "../core/video/quality";
import { StreamErrorDetailSchema, StreamStatusDetailSchema } from "../core/video/stream-events";
import { statusEvents, statusParts } from "../ui/status/status.surface";

/** The stream events' details (shared with `<vms-stream-player>`, in `core/video/stream-events`). */
export { StreamErrorDetailSchema, StreamStatusDetailSchema };
export type { StreamErrorDetail, StreamStatusDetail } from "../core/video/stream-events";

/** `<vms-camera>`: the partner tag, declared once. */
export const cameraSpec = defineSpec({
  tag: "vms-camera",
  description:
    "One live camera on any page: plays it over WebRTC (WHEP) or HTML5 video (HLS) by the signed-in user's video preference, reconnects by itself, pauses while off-screen, and optionally shows pan/tilt, zoom and preset controls and a statistics panel below the picture (never over the camera's own burned-in text). Needs a token (`<vms-config token>` or `getToken`) on another site; a same-site page of another origin may use the session cookie and `token-url`. Tells apart a missing, refused or expired token, a page whose cookie is refused for changes (`reason` of `vms-stream-error`) and an unknown camera ('Camera not found', no Retry). The element pulls no React; React apps use `Camera` (`vms-widgets/camera`), which renders this element.",
  props: {
    cameraId: prop(z.optional(z.int().check(z.positive())), "The camera to play."),
    controls: prop(
      z._default(z.boolean(), false),
      "Show the pan/tilt pad, zoom and presets the camera has and the user may use (document 3 §6), while the picture plays.",
    ),
    muted: prop(z._default(z.boolean(), true), "Start muted (browsers autoplay muted video only)."),
    stats: prop(
      z._default(z.boolean(), false),
      "Show the statistics panel below the picture: transport, resolution, frame rate, bit rate, latency, first frame, and the quality choice.",
    ),
    quality: prop(
      z._default(z.literal(QUALITY_CHOICES), "auto"),
      "auto: the main stream when the player is large, the substream when small; main or sub: fixed.",
    ),
    videoPreference: prop(
      z.optional(z.string()),
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
      "The stream failed (the tag shows the text in `message`), or the viewer check-in failed.",
    ),
  },
  parts: {
    ...statusParts,
    frame: "The picture area (holds the video).",
    video: "The `<video>` element.",
    message: "The text of the status box.",
    stats: "The statistics panel below the picture.",
    quality: "The quality choice in the statistics panel.",
    controls: "The controls group (pad, zoom, presets).",
    pad: "The pan/tilt pad.",
    "pad-button": "A pan/tilt or home button.",
    "zoom-button": "A zoom in or zoom out button.",
    presets: "The preset list.",
    notice: "A passing notice (a refused command, view-only access).",
  },
  cssProperties: {
    "--vms-camera-background": { default: "#000000", description: "Behind the picture." },
    "--vms-camera-overlay": {
      default: "rgb(0 0 0 / 0.62)",
      description: "Background of the overlays and controls on the picture.",
    },
    "--vms-camera-on-overlay": { default: "#ffffff", description: "Text and symbols on the overlays and controls." },
    "--vms-camera-error": { default: "#ffb4ab", description: "Error text on the overlay." },
    "--vms-camera-aspect-ratio": {
      default: "16 / 9",
      description:
        "Shape of the picture when only the tag's width is set (the stats panel, when shown, adds its own height below it).",
    },
  },
});
