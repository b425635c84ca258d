import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { Mosaic } from "./mosaic";
import type { mosaicSpec } from "./mosaic.spec";

/** `<vms-mosaic>`, registered on import. API: docs/widgets/vms-mosaic.md. */
export const MosaicElement = registerWidget(Mosaic);
export interface MosaicElement extends InstanceType<typeof MosaicElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof mosaicSpec, MosaicElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof mosaicSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof mosaicSpec, MosaicElement> {}
  }
}
