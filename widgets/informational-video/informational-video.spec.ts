import * as z from "zod/mini";
import { authEvents, widgetParts } from "../ui/status/status.surface";
import { defineSpec, prop } from "../core/element/spec";
import { InformationalVideoPageSchema } from "../core/schemas/session";

/** `<vms-informational-video>` / `InformationalVideo`: the public surface, declared once. */
export const informationalVideoSpec = defineSpec({
  tag: "vms-informational-video",
  description:
    "The help button and the informational video modal of a page (map, stream or history): the modal opens on its own until the user has viewed the video; closing it records the view. Shows nothing when the page has no video, while it loads, or when it cannot be loaded.",
  props: {
    page: prop(z.optional(InformationalVideoPageSchema), "Which page's video: map, stream or history."),
  },
  events: { ...authEvents },
  parts: {
    ...widgetParts,
    "help-button": "The help button that opens the video again.",
    "informational-video": "The modal dialog.",
  },
});
