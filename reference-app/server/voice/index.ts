/** What other features use of voice: the signed call token a camera command hands out. */
export { voiceToken } from "./voice-token";
export type { VoiceGateway } from "./voice-gateway";
