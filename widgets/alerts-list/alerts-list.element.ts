import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { AlertsList } from "./alerts-list";
import type { alertsListSpec } from "./alerts-list.spec";

/** `<vms-alerts-list>`, registered on import. API: docs/widgets/vms-alerts-list.md. */
export const AlertsListElement = registerWidget(AlertsList);
export interface AlertsListElement extends InstanceType<typeof AlertsListElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof alertsListSpec, AlertsListElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof alertsListSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof alertsListSpec, AlertsListElement> {}
  }
}
