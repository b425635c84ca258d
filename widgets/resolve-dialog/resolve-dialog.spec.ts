import * as z from "zod";
import { defineSpec, event, prop } from "../core/element/spec";
import { AlertSchema } from "../core/schemas/alerts";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** `<vms-resolve-dialog>` / `ResolveDialog`: the public surface, declared once. */
export const resolveDialogSpec = defineSpec({
  tag: "vms-resolve-dialog",
  description:
    "The modal dialog that resolves an alert (document 3 §2.4): location, unit, time in the location's time zone, type; tags (at least one), a Note of at most 1000 characters (required with Other). Open while `alert-id` (or `alert`) is set.",
  props: {
    alertId: prop(z.number().int().positive().optional(), "The alert to resolve; the dialog is open while it is set."),
    alert: prop(
      AlertSchema.optional(),
      "The alert itself, when the host already has it (no load); its `alertId` opens the dialog.",
    ),
  },
  events: {
    ...statusEvents,
    "vms-alert-resolve": event(
      z.object({ alertId: z.number().int() }),
      "Cancelable. The server accepted the resolve (a success toast shows). Not cancelled: the widget asks to go to /alerts (vms-navigate).",
      { cancelable: true },
    ),
    "vms-dialog-close": event(
      z.object({ alertId: z.number().int(), resolved: z.boolean() }),
      "The dialog wants to close (Cancel, Escape, or after a resolve): clear `alert-id` / `alert`.",
    ),
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    dialog: "The dialog box.",
    summary: "The alert's location, unit, time and type.",
    tag: "A tag checkbox with its label.",
    note: "The Note field.",
    counter: "The Note's character counter.",
    "field-error": "A validation message.",
    failure: "'Failed to resolve alert: {message}'.",
    "submit-button": "The 'Resolve Alert' button.",
    "cancel-button": "The Cancel button.",
  },
});
