import { registerWidget } from "../ui/element/register-widget";
import { UnitHeader } from "./unit-header";

/** `<vms-unit-header>`, registered on import. API: docs/widgets/vms-unit-header.md. */
export const UnitHeaderElement = registerWidget(UnitHeader);
export interface UnitHeaderElement extends InstanceType<typeof UnitHeaderElement> {}
