import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "./stream-player.catalogue";
import type { StreamMessage } from "../core/camera/camera-message";
import { createTalkdown, type TalkdownDeps } from "./talkdown";
import { t } from "../core/i18n/i18n";

const texts = (messages: StreamMessage[]) => messages.map((m) => t(m.key, m.values));

describe("talk-down", () => {
  let messages: StreamMessage[];
  let deps: TalkdownDeps & { stopped: number; ended: string[] };
  beforeEach(() => {
    vi.useFakeTimers();
    messages = [];
    deps = {
      stopped: 0,
      ended: [],
      microphone: async () => ({ stop: () => void deps.stopped++ }),
      start: async () => ({ sessionId: "s1", heartbeatIntervalMs: 1000, timeoutMs: 5000 }),
      heartbeat: async () => true,
      end: async (id) => void deps.ended.push(id),
    };
  });
  afterEach(() => vi.useRealTimers());

  it("talks after the microphone and the start call, beats, and ends on stop", async () => {
    const beats = vi.fn(async () => true);
    deps.heartbeat = beats;
    const talk = createTalkdown(deps, (m) => messages.push(m));
    await talk.start();
    expect(talk.$talk.get()).toEqual({ status: "talking", sessionId: "s1" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(beats).toHaveBeenCalledTimes(3);
    await talk.stop();
    expect(talk.$talk.get()).toEqual({ status: "idle" });
    expect(deps.ended).toEqual(["s1"]);
    expect(deps.stopped).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(beats).toHaveBeenCalledTimes(3);
  });

  it("needs the microphone: 'Call failed: This feature requires microphone access.'", async () => {
    deps.microphone = async () => Promise.reject(new Error("denied"));
    const talk = createTalkdown(deps, (m) => messages.push(m));
    await talk.start();
    expect(talk.$talk.get()).toEqual({ status: "idle" });
    expect(texts(messages)).toEqual(["Call failed: This feature requires microphone access."]);
  });

  it("'Call failed: Unable to connect to speaker.' when the start call fails, microphone released", async () => {
    deps.start = async () => Promise.reject(new Error("500"));
    const talk = createTalkdown(deps, (m) => messages.push(m));
    await talk.start();
    expect(talk.$talk.get()).toEqual({ status: "idle" });
    expect(deps.stopped).toBe(1);
    expect(texts(messages)).toEqual(["Call failed: Unable to connect to speaker."]);
  });

  it("'Call failed: Speaker disconnected.' when a heartbeat finds the session gone", async () => {
    deps.heartbeat = async () => false;
    const talk = createTalkdown(deps, (m) => messages.push(m));
    await talk.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(talk.$talk.get()).toEqual({ status: "idle" });
    expect(texts(messages)).toEqual(["Call failed: Speaker disconnected."]);
  });

  it("sends the microphone's audio to the session's signalling URL and hangs it up on stop", async () => {
    const hangup = vi.fn();
    const sendAudio = vi.fn(async () => ({ hangup }));
    deps.start = async () => ({
      sessionId: "s2",
      heartbeatIntervalMs: 1000,
      timeoutMs: 5000,
      signalingUrl: "/media/voice/t/whip",
    });
    const talk = createTalkdown({ ...deps, sendAudio }, (m) => messages.push(m));
    await talk.start();
    expect(talk.$talk.get()).toEqual({ status: "talking", sessionId: "s2" });
    expect(sendAudio).toHaveBeenCalledWith(
      expect.objectContaining({ signalingUrl: "/media/voice/t/whip" }),
      expect.anything(),
    );
    await talk.stop();
    expect(hangup).toHaveBeenCalledTimes(1);
    expect(deps.ended).toEqual(["s2"]);
  });

  it("'Call failed: Unable to connect to speaker.' when the audio does not connect; the session ends", async () => {
    deps.start = async () => ({ sessionId: "s3", heartbeatIntervalMs: 1000, timeoutMs: 5000, signalingUrl: "/x" });
    const talk = createTalkdown({ ...deps, sendAudio: async () => Promise.reject(new Error("ice")) }, (m) =>
      messages.push(m),
    );
    await talk.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(talk.$talk.get()).toEqual({ status: "idle" });
    expect(deps.stopped).toBe(1);
    expect(deps.ended).toEqual(["s3"]);
    expect(texts(messages)).toEqual(["Call failed: Unable to connect to speaker."]);
  });

  it("without a signalling URL nothing is sent (a speaker that takes no audio)", async () => {
    const sendAudio = vi.fn(async () => ({ hangup: () => undefined }));
    const talk = createTalkdown({ ...deps, sendAudio }, (m) => messages.push(m));
    await talk.start();
    expect(talk.$talk.get().status).toBe("talking");
    expect(sendAudio).not.toHaveBeenCalled();
  });
});
