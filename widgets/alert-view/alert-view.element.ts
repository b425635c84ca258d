import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { AlertView } from "./alert-view";
import type { alertViewSpec } from "./alert-view.spec";

/** `<vms-alert-view>`, registered on import. API: docs/widgets/vms-alert-view.md. */
export const AlertViewElement = registerWidget(AlertView);
export interface AlertViewElement extends InstanceType<typeof AlertViewElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof alertViewSpec, AlertViewElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof alertViewSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof alertViewSpec, AlertViewElement> {}
  }
}
