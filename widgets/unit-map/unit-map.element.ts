// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/unit-map.element`).
import "./unit-map.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { UnitMap } from "./unit-map";

/** `<vms-unit-map>`, registered on import. API: docs/widgets/vms-unit-map.md. */
export const UnitMapElement = registerWidget(UnitMap);
export interface UnitMapElement extends InstanceType<typeof UnitMapElement> {}
