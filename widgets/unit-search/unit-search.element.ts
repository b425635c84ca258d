import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { UnitSearch } from "./unit-search";
import type { unitSearchSpec } from "./unit-search.spec";

/** `<vms-unit-search>`, registered on import. API: docs/widgets/vms-unit-search.md. */
export const UnitSearchElement = registerWidget(UnitSearch);
export interface UnitSearchElement extends InstanceType<typeof UnitSearchElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof unitSearchSpec, UnitSearchElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof unitSearchSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof unitSearchSpec, UnitSearchElement> {}
  }
}
