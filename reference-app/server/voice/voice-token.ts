/**
 * What signs a voice token: the cameras' media signer, passed in by the camera command that hands
 * the token out (so voice does not import the cameras, which import voice: no cycle).
 */
export interface TokenSigner {
  token(payload: Record<string, number | string>): string;
}

/** A voice token is valid this long (the call itself may last longer). */
export const VOICE_TOKEN_TTL_MS = 10 * 60_000;

/** A signed voice token for a unit and a user, and the gateway's signalling URL it opens. */
export function voiceToken(
  signer: TokenSigner,
  liveUnitId: number,
  userId: number,
): { token: string; signalingUrl: string } {
  const token = signer.token({ v: liveUnitId, u: userId, e: Date.now() + VOICE_TOKEN_TTL_MS });
  return { token, signalingUrl: `/media/voice/${token}/whip` };
}
