import { callApi } from "../core/api/call-api";
import { resolveMediaUrl } from "../core/api/media-request";
import { stream } from "../core/contract/stream-calls";
import type { VoiceToken } from "../core/schemas/voice";
import type { CallDeps } from "./call-machine";
import { createLocalProvider } from "../core/voice/local-provider";
import { VoiceCallError, type VoiceProvider } from "../core/voice/voice-provider";

/** GET /api/vms/voice/token/{liveUnitId} (contract `voiceToken`). */
export async function fetchVoiceToken(liveUnitId: number, signal: AbortSignal): Promise<VoiceToken> {
  return (await callApi(stream.voiceToken, { params: { liveUnitId }, signal })).data;
}

/** The provider the token is for; the Twilio module (and its SDK) is loaded only now. */
export async function providerFor(token: VoiceToken): Promise<VoiceProvider> {
  if (token.provider === "local") {
    if (!token.signalingUrl) throw new VoiceCallError("connect", "no signalling URL");
    return createLocalProvider(resolveMediaUrl(token.signalingUrl));
  }
  const { createTwilioProvider } = await import("./twilio-provider");
  return createTwilioProvider();
}

/** The browser's microphone (its prompt the first time). */
export async function askMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("no media devices", "NotFoundError");
  return navigator.mediaDevices.getUserMedia({ audio: true, video: false });
}

/** The real dependencies of a call. */
export const callDeps: CallDeps = { microphone: askMicrophone, token: fetchVoiceToken, provider: providerFor };
