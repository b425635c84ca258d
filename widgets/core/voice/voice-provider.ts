import type { VoiceToken } from "../schemas/voice";

/** Why a call failed: the three reasons of 'Call failed: {reason}' (document 3 §8). */
export type VoiceFailure = "microphone" | "connect" | "disconnected";

/** A failure a provider reports, with its reason. */
export class VoiceCallError extends Error {
  constructor(
    readonly reason: VoiceFailure,
    message: string,
  ) {
    super(message);
    this.name = "VoiceCallError";
  }
}

/** A connected call. `end` listeners hear null after `hangup()`, a reason when the call dropped. */
export interface VoiceCallHandle {
  mute(): void;
  unmute(): void;
  /** Silences (or not) what the unit sends back. */
  muteSpeaker(muted: boolean): void;
  hangup(): void;
  onEnd(listener: (failure: VoiceFailure | null) => void): () => void;
}

export interface VoiceConnectOptions {
  token: VoiceToken;
  liveUnitId: number;
  /** The microphone the caller granted (the call requires it). */
  microphone: MediaStream;
  signal?: AbortSignal;
}

/**
 * The seam in front of the voice service: Twilio in production (`twilio-provider.ts`), the reference
 * server's WebRTC gateway locally (`local-provider.ts`); the token answer says which.
 * `connect` resolves once the call is connected and rejects with a `VoiceCallError`.
 */
export interface VoiceProvider {
  connect(options: VoiceConnectOptions): Promise<VoiceCallHandle>;
}

/** Calls `listeners` once with the first `end` (later ones are ignored). */
export function endOnce() {
  const listeners = new Set<(failure: VoiceFailure | null) => void>();
  let ended = false;
  return {
    onEnd(listener: (failure: VoiceFailure | null) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end(failure: VoiceFailure | null): void {
      if (ended) return;
      ended = true;
      for (const l of listeners) l(failure);
      listeners.clear();
    },
    get ended() {
      return ended;
    },
  };
}
