import * as z from "zod/mini";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";
import { defineSpec, event, prop } from "../core/element/spec";
import { navigationEvents } from "../core/navigation/navigate-event";

/** `<vms-portal-nav>` / `PortalNav`: the public surface, declared once. */
export const portalNavSpec = defineSpec({
  tag: "vms-portal-nav",
  description:
    "The portal's left navigation: the links the signed-in user may see (document 1 §6), collapsible, with the Help Center and My Account menus in its footer.",
  props: {
    activePath: prop(z.optional(z.string()), 'Current path of the host; the matching link gets aria-current="page".'),
  },
  events: {
    ...navigationEvents,
    ...statusEvents,
    "vms-sign-out": event(
      null,
      "Cancelable. Sign Out was chosen; when not cancelled the user is signed out and the widget asks to go to the sign-in page (vms-navigate).",
      { cancelable: true },
    ),
  },
  parts: {
    ...widgetParts,
    ...statusParts,
    nav: "The navigation container.",
    link: "Each link (the active one also has `link-current`).",
    "link-current": "The link of the active page.",
    toggle: "The collapse button.",
    "alert-count":
      "The unresolved-alert count on the Command Center link (users with security_alerts; `99+` above 99).",
    footer: "The footer with the two menus.",
    "menu-button": "The Help Center and My Account buttons.",
    "menu-panel": "The open menu.",
  },
  cssProperties: {
    "--vms-nav-width": { default: "15rem", description: "Expanded width." },
    "--vms-nav-collapsed-width": { default: "3.5rem", description: "Collapsed width." },
  },
});
