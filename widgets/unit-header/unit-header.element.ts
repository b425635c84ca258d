import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { UnitHeader } from "./unit-header";
import type { unitHeaderSpec } from "./unit-header.spec";

/** `<vms-unit-header>`, registered on import. API: docs/widgets/vms-unit-header.md. */
export const UnitHeaderElement = registerWidget(UnitHeader);
export interface UnitHeaderElement extends InstanceType<typeof UnitHeaderElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof unitHeaderSpec, UnitHeaderElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof unitHeaderSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof unitHeaderSpec, UnitHeaderElement> {}
  }
}
