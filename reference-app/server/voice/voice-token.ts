import type { MediaSigner } from "../cameras";

/** A voice token is valid this long (the call itself may last longer). */
export const VOICE_TOKEN_TTL_MS = 10 * 60_000;

/** A signed voice token for a unit and a user, and the gateway's signalling URL it opens. */
export function voiceToken(
  signer: MediaSigner,
  liveUnitId: number,
  userId: number,
): { token: string; signalingUrl: string } {
  const token = signer.token({ v: liveUnitId, u: userId, e: Date.now() + VOICE_TOKEN_TTL_MS });
  return { token, signalingUrl: `/media/voice/${token}/whip` };
}
