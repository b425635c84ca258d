import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { UnitDrawer } from "./unit-drawer";
import type { unitDrawerSpec } from "./unit-drawer.spec";

/** `<vms-unit-drawer>`, registered on import. API: docs/widgets/vms-unit-drawer.md. */
export const UnitDrawerElement = registerWidget(UnitDrawer);
export interface UnitDrawerElement extends InstanceType<typeof UnitDrawerElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof unitDrawerSpec, UnitDrawerElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof unitDrawerSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof unitDrawerSpec, UnitDrawerElement> {}
  }
}
