import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { RequestedVideos } from "./requested-videos";
import type { requestedVideosSpec } from "./requested-videos.spec";

/** `<vms-requested-videos>`, registered on import. API: docs/widgets/vms-requested-videos.md. */
export const RequestedVideosElement = registerWidget(RequestedVideos);
export interface RequestedVideosElement extends InstanceType<typeof RequestedVideosElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof requestedVideosSpec, RequestedVideosElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof requestedVideosSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof requestedVideosSpec, RequestedVideosElement> {}
  }
}
