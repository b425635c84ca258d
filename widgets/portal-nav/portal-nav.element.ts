import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { PortalNav } from "./portal-nav";
import type { portalNavSpec } from "./portal-nav.spec";

/** `<vms-portal-nav>`, registered on import. API: docs/widgets/vms-portal-nav.md. */
export const PortalNavElement = registerWidget(PortalNav);
export interface PortalNavElement extends InstanceType<typeof PortalNavElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof portalNavSpec, PortalNavElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof portalNavSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof portalNavSpec, PortalNavElement> {}
  }
}
