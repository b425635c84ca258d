import * as z from "zod";
import { defineSpec, event, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

const PreviewSchema = z.object({ videoId: z.number().int().positive(), videoType: z.enum(["normal", "dewarped"]) });

/** `<vms-requested-videos>` / `RequestedVideos`: the public surface, declared once. */
export const requestedVideosSpec = defineSpec({
  tag: "vms-requested-videos",
  description:
    "Previously Requested Videos of a live unit: a table (thumbnail, camera, recorded, requested, requested by, actions) with times in the location's time zone, download, share links (with the requested_video_share flag) and a preview dialog; dewarped videos play in a 360° player.",
  props: {
    liveUnitId: prop(z.number().int().positive().optional(), "The live unit whose requested videos are listed."),
    videoId: prop(
      z.number().int().positive().optional(),
      "Opens the preview of this video (the page's `video_id`); ignored when the unit has no such video.",
    ),
    videoType: prop(
      z.enum(["normal", "dewarped"]).optional(),
      "Which version `video-id` previews (the page's `video_type`): `dewarped`, else the normal one.",
    ),
  },
  events: {
    "vms-preview-open": event(PreviewSchema, "A preview opened (a row was chosen): the host may put it in its URL."),
    "vms-preview-close": event(null, "The preview closed."),
    ...statusEvents,
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    list: "The whole list: heading, unit address and table.",
    table: "The table of videos.",
    row: "A row (a video or its dewarped version).",
    thumbnail: "A row's thumbnail (the clip's first frame).",
    "share-button": "A row's share-link button.",
    "download-button": "A row's download button.",
    "share-links-button":
      "Opens the share links view (in a row and in the preview; with the requested_video_share flag).",
    "share-links": "The share links dialog: each link's creator, created and expiry times, opens and status.",
    "share-link": "A row of the share links dialog (one link).",
    "revoke-button": "A link's Revoke button (it asks to confirm).",
    "clip-progress": "The videos being prepared, with their progress (the list reloads as each is ready).",
    preview: "The preview dialog.",
    "panorama-banner": "The banner over the 360° player.",
  },
  cssProperties: {},
});
