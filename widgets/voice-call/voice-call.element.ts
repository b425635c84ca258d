import { registerWidget } from "../ui/element/register-widget";
import { VoiceCall } from "./voice-call";

/** `<vms-voice-call>`, registered on import. API: docs/widgets/vms-voice-call.md. */
export const VoiceCallElement = registerWidget(VoiceCall);
export interface VoiceCallElement extends InstanceType<typeof VoiceCallElement> {}
