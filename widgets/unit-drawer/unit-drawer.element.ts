// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/unit-drawer.element`).
import "./unit-drawer.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { UnitDrawer } from "./unit-drawer";

/** `<vms-unit-drawer>`, registered on import. API: docs/widgets/vms-unit-drawer.md. */
export const UnitDrawerElement = registerWidget(UnitDrawer);
export interface UnitDrawerElement extends InstanceType<typeof UnitDrawerElement> {}
