import { atom, type ReadableAtom, type WritableAtom } from "nanostores";
import type { VoiceToken } from "../core/schemas/voice";
import {
  VoiceCallError,
  type VoiceCallHandle,
  type VoiceFailure,
  type VoiceProvider,
} from "../core/voice/voice-provider";

/** Why the microphone is missing: refused by the user or the browser, or none at all. */
export type MicrophoneProblem = "denied" | "absent";

/** A call (document 3 §4 "Call"): idle, connecting, connected (mute mic, speaker mute), ended. */
export type CallState =
  | { status: "idle"; failure?: VoiceFailure; microphone?: MicrophoneProblem }
  | { status: "connecting" }
  | { status: "connected"; micMuted: boolean; speakerMuted: boolean }
  | { status: "ended" };

export interface CallDeps {
  /** Asks for the microphone (the browser's prompt); rejects when refused or absent. */
  microphone(): Promise<MediaStream>;
  /** The voice token for the unit (its answer names the provider). */
  token(liveUnitId: number, signal: AbortSignal): Promise<VoiceToken>;
  provider(token: VoiceToken): Promise<VoiceProvider>;
}

export interface CallMachine {
  readonly $call: ReadableAtom<CallState>;
  /** Call Unit: from idle or ended. */
  start(): Promise<void>;
  /** End Call: from connecting or connected. */
  end(): void;
  toggleMic(): void;
  toggleSpeaker(): void;
  /** Ends any call and releases the microphone (unmount). */
  destroy(): void;
}

/** The browser error of getUserMedia, as the problem shown to the user. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError"
    ? "absent"
    : "denied";
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The unit's token, its provider and the provider's connection with the microphone. */
async function connectCall(deps: CallDeps, liveUnitId: number, microphone: MediaStream, signal: AbortSignal) {
  const token = await deps.token(liveUnitId, signal);
  const provider = await deps.provider(token);
  return provider.connect({ token, liveUnitId, microphone, signal });
}

/** Mute mic / unmute mic on a connected call. */
function toggleMicOf($call: WritableAtom<CallState>, handle: VoiceCallHandle | null): void {
  const state = $call.get();
  if (state.status !== "connected" || !handle) return;
  if (state.micMuted) handle.unmute();
  else handle.mute();
  $call.set({ ...state, micMuted: !state.micMuted });
}

/** Speaker mute / unmute on a connected call. */
function toggleSpeakerOf($call: WritableAtom<CallState>, handle: VoiceCallHandle | null): void {
  const state = $call.get();
  if (state.status !== "connected" || !handle) return;
  handle.muteSpeaker(!state.speakerMuted);
  $call.set({ ...state, speakerMuted: !state.speakerMuted });
}

/**
 * The call state machine, framework-free. Call Unit asks for the microphone first (refused or absent:
 * 'Call failed: This feature requires microphone access.'), then the token and the provider's
 * connection ('Unable to connect to speaker.'); a call that drops: 'Speaker disconnected.'. Any
 * failure resets everything: the call is hung up, the microphone released, the state idle with the
 * reason.
 */
export function createCallMachine(liveUnitId: number, deps: CallDeps): CallMachine {
  const $call = atom<CallState>({ status: "idle" });
  let mic: MediaStream | null = null;
  let handle: VoiceCallHandle | null = null;
  let unsubscribe: (() => void) | null = null;
  let abort: AbortController | null = null;
  let run = 0;

  const release = () => {
    unsubscribe?.();
    unsubscribe = null;
    handle?.hangup();
    handle = null;
    abort?.abort();
    abort = null;
    stopTracks(mic);
    mic = null;
  };
  const fail = (failure: VoiceFailure, microphone?: MicrophoneProblem) => {
    run++;
    release();
    $call.set(microphone ? { status: "idle", failure, microphone } : { status: "idle", failure });
  };

  return {
    $call,
    async start() {
      const { status } = $call.get();
      if (status !== "idle" && status !== "ended") return;
      const mine = ++run;
      $call.set({ status: "connecting" });
      abort = new AbortController();
      const { signal } = abort;
      try {
        mic = await deps.microphone();
      } catch (error) {
        if (mine === run) fail("microphone", microphoneProblem(error));
        return;
      }
      if (mine !== run) return stopTracks(mic);
      if (mic.getAudioTracks().length === 0) return fail("microphone", "absent");
      let call: VoiceCallHandle;
      try {
        call = await connectCall(deps, liveUnitId, mic, signal);
      } catch (error) {
        if (mine === run) fail(error instanceof VoiceCallError ? error.reason : "connect");
        return;
      }
      if (mine !== run) return call.hangup();
      handle = call;
      unsubscribe = call.onEnd((failure) => {
        if (mine !== run) return;
        handle = null;
        if (failure) fail(failure);
        else {
          release();
          $call.set({ status: "ended" });
        }
      });
      $call.set({ status: "connected", micMuted: false, speakerMuted: false });
    },
    end() {
      const { status } = $call.get();
      if (status !== "connecting" && status !== "connected") return;
      run++;
      release();
      $call.set({ status: "ended" });
    },
    toggleMic: () => toggleMicOf($call, handle),
    toggleSpeaker: () => toggleSpeakerOf($call, handle),
    destroy() {
      run++;
      release();
      $call.set({ status: "idle" });
    },
  };
}
