import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { StreamPlayer } from "./stream-player";
import type { streamPlayerSpec } from "./stream-player.spec";

/** `<vms-stream-player>`, registered on import. API: docs/widgets/vms-stream-player.md. */
export const StreamPlayerElement = registerWidget(StreamPlayer);
export interface StreamPlayerElement extends InstanceType<typeof StreamPlayerElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof streamPlayerSpec, StreamPlayerElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof streamPlayerSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof streamPlayerSpec, StreamPlayerElement> {}
  }
}
