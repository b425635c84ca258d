import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { UnitMap } from "./unit-map";
import type { unitMapSpec } from "./unit-map.spec";

/** `<vms-unit-map>`, registered on import. API: docs/widgets/vms-unit-map.md. */
export const UnitMapElement = registerWidget(UnitMap);
export interface UnitMapElement extends InstanceType<typeof UnitMapElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof unitMapSpec, UnitMapElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof unitMapSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof unitMapSpec, UnitMapElement> {}
  }
}
