import { describe, expect, it } from "vitest";
import { createMicMute, speakerBackView, speakerStartView } from "./speaker-menu";
import type { StreamMessage } from "../core/camera/camera-message";

describe("speaker menu (document 3 §2.1)", () => {
  it.each([
    { talkdown: true, start: "menu" },
    { talkdown: false, start: "quickSounds" },
  ] as const)("starts at $start when talk-down allowed is $talkdown", ({ talkdown, start }) => {
    expect(speakerStartView(talkdown)).toBe(start);
  });

  it("goes back to Menu only when talk-down is allowed", () => {
    expect(speakerBackView("quickSounds", true)).toBe("menu");
    expect(speakerBackView("talkDown", true)).toBe("menu");
    expect(speakerBackView("quickSounds", false)).toBeNull();
    expect(speakerBackView("menu", true)).toBeNull();
  });
});

describe("microphone mute", () => {
  it("is busy (spinner) while the command runs and changes only on success", async () => {
    let finish: () => void = () => {};
    const sent: string[] = [];
    const mic = createMicMute(
      (state) => {
        sent.push(state);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
    );
    const done = mic.toggle();
    expect(mic.$mic.get()).toEqual({ muted: false, busy: true });
    void mic.toggle(); // ignored while busy
    finish();
    await done;
    expect(mic.$mic.get()).toEqual({ muted: true, busy: false });
    expect(sent).toEqual(["mute"]);
  });

  it("reports 'Failed to mute speaker' / 'Failed to unmute speaker' and keeps the state", async () => {
    const messages: StreamMessage[] = [];
    let fail = false;
    const mic = createMicMute(
      async () => {
        if (fail) throw new Error("no speaker");
      },
      (m) => messages.push(m),
    );
    fail = true;
    await mic.toggle();
    expect(mic.$mic.get().muted).toBe(false);
    fail = false;
    await mic.toggle();
    fail = true;
    await mic.toggle();
    expect(mic.$mic.get().muted).toBe(true);
    expect(messages.map((m) => [m.key, m.values])).toEqual([
      ["streamPlayer:errors.muteSpeaker", { message: "no speaker" }],
      ["streamPlayer:errors.unmuteSpeaker", { message: "no speaker" }],
    ]);
  });
});
