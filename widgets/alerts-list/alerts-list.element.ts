import { registerWidget } from "../ui/element/register-widget";
import { AlertsList } from "./alerts-list";

/** `<vms-alerts-list>`, registered on import. API: docs/widgets/vms-alerts-list.md. */
export const AlertsListElement = registerWidget(AlertsList);
export interface AlertsListElement extends InstanceType<typeof AlertsListElement> {}
