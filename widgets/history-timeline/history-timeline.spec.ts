import * as z from "zod";
import { defineSpec, event, prop } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** Detail of `vms-video-request`: one camera's retrieval was accepted. */
export const VideoRequestDetailSchema = z.object({
  cameraId: z.number().int().positive(),
  retrievalId: z.number().int().positive(),
  /** ISO start and stop of the clip. */
  start: z.string(),
  stop: z.string(),
});

/** `<vms-history-timeline>` / `HistoryTimeline`: the public surface, declared once. */
export const historyTimelineSpec = defineSpec({
  tag: "vms-history-timeline",
  description:
    "The recorded history of a live unit or an archive cabinet (document 2): a control bar (date, time, time zone, Select Video, the note), an hour-long minute-tick timeline (chevrons, drag, ←/→ one minute, PageUp/PageDown one hour), one accordion per camera with thumbnail rows per preset, hover preview, a full-image carousel, a day strip of where images exist (click or keys move the timeline), and on live units video selection with the Confirm Video Request dialog.",
  props: {
    liveUnitId: prop(z.number().int().positive().optional(), "The live unit whose history is shown."),
    archiveCabinetId: prop(
      z.number().int().positive().optional(),
      "The archive cabinet whose history is shown (when no `live-unit-id`); cabinets cannot request video.",
    ),
    at: prop(
      z.iso.datetime({ offset: true }).optional(),
      "A moment (ISO 8601, e.g. an alert's time) the timeline opens on: the hour around it. Default: the last hour.",
    ),
  },
  events: {
    "vms-video-request": event(VideoRequestDetailSchema, "A camera's video retrieval was requested and accepted."),
    ...statusEvents,
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    "control-bar": "The bar with the date, time, time zone, Select Video and the note.",
    note: "The note under the control bar (deleted footage, or the archive cabinet note).",
    "select-video-button": "The Select Video button.",
    "requested-videos-button": "The 'Previously Requested Videos' button.",
    timeline: "The minute-tick timeline (a slider).",
    chevron: "The chevrons beside the timeline.",
    range: "The selected video range on the timeline.",
    "alert-markers": "The list of the unit's alerts on the timeline (beyond the spec).",
    "alert-marker": "One alert's marker on the timeline: a link to the alert.",
    "day-strip": "The day strip: where each preset has images over the day shown, with the timeline's hour marked.",
    selection: "The video selection bar (Date, Start Time, Duration, End, Request Video).",
    camera: "A camera's (or the cabinet's) accordion.",
    "camera-menu": "A camera's menu button (Stream Camera).",
    preset: "A preset's row of thumbnails.",
    thumbnail: "A thumbnail.",
    preview: "The larger preview shown on hover.",
    carousel: "The full-image carousel.",
    "request-dialog": "The Confirm Video Request dialog.",
    "request-refusal":
      "Why a clip request was refused (a quota: unfinished clips or the hourly budget) and when to try again.",
    skeleton: "A loading placeholder.",
  },
  cssProperties: {
    "--vms-history-thumb-width": { default: "96px", description: "Width of a thumbnail slot." },
  },
});
