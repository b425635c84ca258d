import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { VoiceCall } from "./voice-call";
import type { voiceCallSpec } from "./voice-call.spec";

/** `<vms-voice-call>`, registered on import. API: docs/widgets/vms-voice-call.md. */
export const VoiceCallElement = registerWidget(VoiceCall);
export interface VoiceCallElement extends InstanceType<typeof VoiceCallElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof voiceCallSpec, VoiceCallElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof voiceCallSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof voiceCallSpec, VoiceCallElement> {}
  }
}
