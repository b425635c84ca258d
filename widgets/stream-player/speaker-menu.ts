import { atom, type ReadableAtom } from "nanostores";
import { errorText, type Report } from "../core/camera/camera-message";

/** The three views of the Speaker menu (document 3 §2.1). */
export type SpeakerView = "menu" | "quickSounds" | "talkDown";

/** Starts at Menu when talk-down is allowed, otherwise at QuickSounds (§2.1). */
export function speakerStartView(talkdownAllowed: boolean): SpeakerView {
  return talkdownAllowed ? "menu" : "quickSounds";
}

/** Where Back goes from a view: to Menu when talk-down is allowed; QuickSounds alone has no Back. */
export function speakerBackView(view: SpeakerView, talkdownAllowed: boolean): SpeakerView | null {
  if (view === "menu" || !talkdownAllowed) return null;
  return "menu";
}

export interface MicMute {
  readonly $mic: ReadableAtom<{ muted: boolean; busy: boolean }>;
  toggle(): Promise<void>;
}

/**
 * The microphone mute toggle of the speaker: a spinner while the command runs (busy), the state
 * changes only when it succeeds; failures read 'Failed to mute speaker: …' / 'Failed to unmute speaker: …'.
 */
export function createMicMute(send: (state: "mute" | "unmute") => Promise<void>, report: Report): MicMute {
  const $mic = atom({ muted: false, busy: false });
  return {
    $mic,
    async toggle() {
      const { muted, busy } = $mic.get();
      if (busy) return;
      $mic.set({ muted, busy: true });
      try {
        await send(muted ? "unmute" : "mute");
        $mic.set({ muted: !muted, busy: false });
      } catch (error) {
        $mic.set({ muted, busy: false });
        report({
          severity: "error",
          key: muted ? "streamPlayer:errors.unmuteSpeaker" : "streamPlayer:errors.muteSpeaker",
          values: { message: errorText(error) },
        });
      }
    },
  };
}
