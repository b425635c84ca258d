import * as z from "zod";
import { defineSpec, event } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** Detail of `vms-resolve-request`: the alert whose Resolve was chosen. */
export const ResolveRequestDetailSchema = z.object({ alertId: z.number().int(), liveUnitId: z.number().int() });

/** `<vms-alerts-list>` / `AlertsList`: the public surface, declared once. */
export const alertsListSpec = defineSpec({
  tag: "vms-alerts-list",
  description:
    "The unresolved alerts of the signed-in user (document 3 §2.3), newest first and updated in real time: three clips per alert (video on hover), type, subject, time, Go Live / Go To Alert / Resolve; collapsed while another operator views it. Keyboard: j / k move, Enter opens, r resolves. Needs the security_alerts flag.",
  events: {
    ...statusEvents,
    "vms-resolve-request": event(
      ResolveRequestDetailSchema,
      "Cancelable. Resolve was chosen on an alert; when not cancelled the list opens its resolve dialog.",
      { cancelable: true },
    ),
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    header: "The header with the 'Alerts' title and the count.",
    list: "The scrolling list.",
    "keyboard-help": "The keyboard shortcuts dialog (`?`).",
    item: "An alert (also `item-collapsed` while another operator views it).",
    "item-collapsed": "An alert another operator is viewing.",
    clip: "A media clip (thumbnail, video on hover).",
    "action-button": "The footer buttons of an item (Go Live, Go To Alert, Resolve).",
    "resolve-button": "The Resolve button of an item.",
    "notifications-button": "The desktop notifications opt-in.",
    empty: "The 'Relax' view when every alert is resolved.",
  },
  cssProperties: {
    "--vms-alerts-clip-height": { default: "96px", description: "Height of a media clip." },
    "--vms-alerts-max-width": { default: "960px", description: "Widest the list grows." },
  },
});
