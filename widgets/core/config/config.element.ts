import { defineTag } from "../element/spec-element";
import type { EventMapOf, JsxWith, TagMapOf } from "../element/element-types";
import { VmsConfigElement } from "./config-element";
import type { configSpec } from "./config.spec";

/** `<vms-config>`, registered on import. API: docs/widgets/vms-config.md. Pulls no React. */
export const ConfigElement = defineTag(VmsConfigElement);
export interface ConfigElement extends InstanceType<typeof ConfigElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof configSpec, ConfigElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof configSpec> {}
}
// React's own HTML attribute types, named inside the augmentation: core imports no React.
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxWith<
      typeof configSpec,
      DetailedHTMLProps<HTMLAttributes<ConfigElement>, ConfigElement>
    > {}
  }
}
