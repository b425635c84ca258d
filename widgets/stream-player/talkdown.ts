import { atom, type ReadableAtom } from "nanostores";
import { t } from "../core/i18n/i18n";
import type { TalkdownSession } from "../core/schemas/stream";
import type { Report } from "../core/camera/camera-message";

/** The talk-down of the Speaker menu: idle, connecting (microphone, start call), talking. */
export type TalkState = { status: "idle" } | { status: "connecting" } | { status: "talking"; sessionId: string };

/** The microphone granted for talk-down. */
export interface TalkdownMicrophone {
  stop(): void;
  stream?: MediaStream;
}

export interface TalkdownDeps {
  /** Asks for the microphone (the browser's prompt); rejects when refused or absent. */
  microphone(): Promise<TalkdownMicrophone>;
  /**
   * Sends the microphone's audio to the speaker (the voice provider of `widgets/voice-call`) when the
   * session names a `signalingUrl`; rejects when it cannot connect.
   */
  sendAudio?(session: TalkdownSession, microphone: TalkdownMicrophone): Promise<{ hangup(): void }>;
  start(): Promise<TalkdownSession>;
  /** Answers whether the speaker still holds the session. */
  heartbeat(sessionId: string): Promise<boolean>;
  end(sessionId: string): Promise<void>;
}

export interface Talkdown {
  readonly $talk: ReadableAtom<TalkState>;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): void;
}

/**
 * Talk-down (document 3 §2.6, §8): the microphone first ('Call failed: This feature requires
 * microphone access.'), then the start call ('Call failed: Unable to connect to speaker.'), a
 * heartbeat at the interval the speaker asks for (a lost session: 'Call failed: Speaker
 * disconnected.'), and the end call on stop, camera change or unmount. When the session names a
 * `signalingUrl`, the microphone's audio goes there (`sendAudio`; failing: 'Unable to connect to
 * speaker.'). Any failure resets to idle.
 */
export function createTalkdown(deps: TalkdownDeps, report: Report): Talkdown {
  const $talk = atom<TalkState>({ status: "idle" });
  let mic: TalkdownMicrophone | null = null;
  let audio: { hangup(): void } | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let run = 0;
  const fail = (reason: string) =>
    report({ severity: "error", key: "streamPlayer:errors.call", values: { reason: t(reason) } });
  const reset = () => {
    clearInterval(timer);
    audio?.hangup();
    audio = null;
    mic?.stop();
    mic = null;
    $talk.set({ status: "idle" });
  };
  return {
    $talk,
    async start() {
      if ($talk.get().status !== "idle") return;
      const mine = ++run;
      $talk.set({ status: "connecting" });
      try {
        mic = await deps.microphone();
      } catch {
        reset();
        return fail("streamPlayer:errors.microphone");
      }
      let session: TalkdownSession;
      try {
        session = await deps.start();
      } catch {
        if (mine === run) reset();
        return fail("streamPlayer:errors.speakerConnect");
      }
      if (mine !== run) return void deps.end(session.sessionId).catch(() => undefined);
      if (deps.sendAudio && session.signalingUrl && mic) {
        try {
          const sending = await deps.sendAudio(session, mic);
          if (mine !== run) {
            sending.hangup();
            return void deps.end(session.sessionId).catch(() => undefined);
          }
          audio = sending;
        } catch {
          if (mine !== run) return;
          reset();
          void deps.end(session.sessionId).catch(() => undefined);
          return fail("streamPlayer:errors.speakerConnect");
        }
      }
      $talk.set({ status: "talking", sessionId: session.sessionId });
      timer = setInterval(() => {
        deps.heartbeat(session.sessionId).then(
          (active) => {
            if (active || mine !== run) return;
            reset();
            fail("streamPlayer:errors.speakerDisconnected");
          },
          () => {
            if (mine !== run) return;
            reset();
            fail("streamPlayer:errors.speakerDisconnected");
          },
        );
      }, session.heartbeatIntervalMs);
    },
    async stop() {
      const state = $talk.get();
      run++;
      reset();
      if (state.status === "talking") await deps.end(state.sessionId).catch(() => undefined);
    },
    destroy() {
      void this.stop();
    },
  };
}
