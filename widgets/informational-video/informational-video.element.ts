import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { InformationalVideo } from "./informational-video";
import type { informationalVideoSpec } from "./informational-video.spec";

/** `<vms-informational-video>`, registered on import. API: docs/widgets/vms-informational-video.md. */
export const InformationalVideoElement = registerWidget(InformationalVideo);
export interface InformationalVideoElement extends InstanceType<typeof InformationalVideoElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof informationalVideoSpec, InformationalVideoElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof informationalVideoSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof informationalVideoSpec, InformationalVideoElement> {}
  }
}
