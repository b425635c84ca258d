import { registerWidget } from "../ui/element/register-widget";
import { AlertView } from "./alert-view";

/** `<vms-alert-view>`, registered on import. API: docs/widgets/vms-alert-view.md. */
export const AlertViewElement = registerWidget(AlertView);
export interface AlertViewElement extends InstanceType<typeof AlertViewElement> {}
