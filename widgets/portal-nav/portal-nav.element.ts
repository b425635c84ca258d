// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/portal-nav.element`).
import "./portal-nav.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { PortalNav } from "./portal-nav";

/** `<vms-portal-nav>`, registered on import. API: docs/widgets/vms-portal-nav.md. */
export const PortalNavElement = registerWidget(PortalNav);
export interface PortalNavElement extends InstanceType<typeof PortalNavElement> {}
