// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/unit-search.element`).
import "./unit-search.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { UnitSearch } from "./unit-search";

/** `<vms-unit-search>`, registered on import. API: docs/widgets/vms-unit-search.md. */
export const UnitSearchElement = registerWidget(UnitSearch);
export interface UnitSearchElement extends InstanceType<typeof UnitSearchElement> {}
