import css from "./portal-nav.css?inline";
import "./portal-shell.catalogue";
import { defineElement, defineElementClass } from "../ui/element/define-element";
import type { ElementManifest } from "../ui/element/manifest";
import { PortalNav, type PortalNavProps } from "./portal-nav";

export const PORTAL_NAV_TAG = "vms-portal-nav";

defineElement(PORTAL_NAV_TAG, () =>
  defineElementClass<PortalNavProps>(PORTAL_NAV_TAG, PortalNav, {
    props: { activePath: "string" },
    events: { onNavigate: "vms-nav-navigate", onSignOut: "vms-sign-out" },
    styles: [css],
  }),
);

declare global {
  interface HTMLElementTagNameMap {
    "vms-portal-nav": HTMLElement & { activePath?: string };
  }
}

export const manifest = {
  tag: "vms-portal-nav",
  description:
    "The portal's left navigation: the links the signed-in user may see (document 1 §6), collapsible, with the Help Center and My Account menus in its footer.",
  attributes: [
    {
      name: "active-path",
      type: "string",
      fieldName: "activePath",
      description: 'Current path of the host; the matching link gets aria-current="page".',
    },
  ],
  events: [
    {
      name: "vms-nav-navigate",
      description:
        "Cancelable; detail `{ id, href, internal }`. When not cancelled, internal links go through the configured `navigate` hook and external links are followed.",
    },
    {
      name: "vms-sign-out",
      description: "Cancelable; when not cancelled the user is signed out and sent to /auth/redirect.",
    },
  ],
  cssParts: [
    { name: "nav", description: "The navigation container." },
    { name: "link", description: "Each link (`link-current` on the active one)." },
    { name: "toggle", description: "The collapse button." },
    { name: "footer", description: "The footer with the two menus." },
    { name: "menu-button", description: "The Help Center and My Account buttons." },
    { name: "menu-panel", description: "The open menu." },
  ],
  cssProperties: [
    { name: "--vms-nav-background", description: "Background.", default: "#12263f" },
    { name: "--vms-nav-color", description: "Text colour.", default: "#f4f7fb" },
    { name: "--vms-nav-muted-color", description: "Section header colour.", default: "#b8c4d6" },
    { name: "--vms-nav-hover-background", description: "Hovered link background.", default: "#1d3a5f" },
    { name: "--vms-nav-current-background", description: "Active link background.", default: "#2b5c9a" },
    { name: "--vms-nav-current-color", description: "Active link text.", default: "#ffffff" },
    { name: "--vms-nav-width", description: "Expanded width.", default: "15rem" },
    { name: "--vms-nav-collapsed-width", description: "Collapsed width.", default: "3.5rem" },
    { name: "--vms-menu-background", description: "Open menu background.", default: "#ffffff" },
    { name: "--vms-menu-color", description: "Open menu text.", default: "#1b2430" },
    { name: "--vms-focus-ring", description: "Focus outline colour.", default: "#7fb3ff" },
  ],
} satisfies ElementManifest;
