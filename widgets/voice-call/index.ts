import "./voice-call.catalogue";

export { VoiceCall, type VoiceCallProps } from "./voice-call";
export { voiceCallSpec, CallChangeDetailSchema } from "./voice-call.spec";
export { createCallMachine, type CallMachine, type CallState, type CallDeps } from "./call-machine";
export {
  VoiceCallError,
  type VoiceProvider,
  type VoiceCallHandle,
  type VoiceFailure,
} from "../core/voice/voice-provider";
