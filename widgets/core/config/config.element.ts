import { defineTag } from "../element/spec-element";
import type { EventMapOf, JsxWith, TagMapOf } from "../element/element-types";
import { VmsConfigElement } from "./config-element";
import type { configSpec } from "./config.spec";

/** `<vms-config>`, registered on import. API: docs/widgets/vms-config.md. Pulls no React. */
export const ConfigElement = defineTag(VmsConfigElement);
export interface ConfigElement extends InstanceType<typeof ConfigElement> {}

/**
 * React's HTML attributes of the tag, for the JSX typing below: named as erased types, not imported,
 * as core imports no React module (the emitted declaration must name them).
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a type reference, not an import of React into core
type ReactHtml<E> = import("react").DetailedHTMLProps<import("react").HTMLAttributes<E>, E>;

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof configSpec, ConfigElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof configSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxWith<typeof configSpec, ReactHtml<ConfigElement>> {}
  }
}
