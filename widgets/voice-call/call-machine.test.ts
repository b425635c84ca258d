import { describe, expect, it, vi } from "vitest";
import { createCallMachine, type CallDeps } from "./call-machine";
import {
  endOnce,
  VoiceCallError,
  type VoiceCallHandle,
  type VoiceFailure,
  type VoiceProvider,
} from "../core/voice/voice-provider";

const TOKEN = { token: "t", lvt_live_unit_id: 7, provider: "local" as const, signalingUrl: "/media/voice/t/whip" };

function fakeMic(audio = 1) {
  const tracks = Array.from({ length: audio }, () => ({ stop: vi.fn() }));
  return { stream: { getTracks: () => tracks, getAudioTracks: () => tracks } as unknown as MediaStream, tracks };
}

function fakeCall() {
  const ends = endOnce();
  const handle = {
    mute: vi.fn(),
    unmute: vi.fn(),
    muteSpeaker: vi.fn(),
    hangup: vi.fn(() => ends.end(null)),
    onEnd: ends.onEnd,
  } satisfies VoiceCallHandle;
  return { handle, drop: (failure: VoiceFailure) => ends.end(failure) };
}

function setup(overrides: Partial<CallDeps> & { connect?: VoiceProvider["connect"] } = {}) {
  const mic = fakeMic();
  const call = fakeCall();
  const connect = vi.fn(overrides.connect ?? (async () => call.handle));
  const deps: CallDeps = {
    microphone: vi.fn(async () => mic.stream),
    token: vi.fn(async () => TOKEN),
    provider: vi.fn(async () => ({ connect })),
    ...overrides,
  };
  const machine = createCallMachine(7, deps);
  return { machine, deps, mic, call, connect };
}

describe("call state machine", () => {
  it("Call Unit: idle → connecting → connected, with the token, the unit and the microphone", async () => {
    const { machine, connect, mic } = setup();
    expect(machine.$call.get()).toEqual({ status: "idle" });
    const seen: string[] = [];
    machine.$call.subscribe((s) => seen.push(s.status));
    await machine.start();
    expect(seen).toEqual(["idle", "connecting", "connected"]);
    expect(machine.$call.get()).toEqual({ status: "connected", micMuted: false, speakerMuted: false });
    expect(connect).toHaveBeenCalledWith(
      expect.objectContaining({ token: TOKEN, liveUnitId: 7, microphone: mic.stream }),
    );
  });

  it("mute mic and speaker mute toggle on the call while connected", async () => {
    const { machine, call } = setup();
    machine.toggleMic();
    expect(call.handle.mute).not.toHaveBeenCalled();
    await machine.start();
    machine.toggleMic();
    expect(call.handle.mute).toHaveBeenCalledTimes(1);
    expect(machine.$call.get()).toMatchObject({ micMuted: true, speakerMuted: false });
    machine.toggleMic();
    expect(call.handle.unmute).toHaveBeenCalledTimes(1);
    machine.toggleSpeaker();
    expect(call.handle.muteSpeaker).toHaveBeenLastCalledWith(true);
    expect(machine.$call.get()).toMatchObject({ micMuted: false, speakerMuted: true });
    machine.toggleSpeaker();
    expect(call.handle.muteSpeaker).toHaveBeenLastCalledWith(false);
  });

  it("End Call: connected → ended, hangs up and releases the microphone; Call Unit again from ended", async () => {
    const { machine, call, mic, connect } = setup();
    await machine.start();
    machine.end();
    expect(machine.$call.get()).toEqual({ status: "ended" });
    expect(call.handle.hangup).toHaveBeenCalled();
    expect(mic.tracks[0]!.stop).toHaveBeenCalled();
    await machine.start();
    expect(machine.$call.get().status).toBe("connected");
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it("End Call while connecting abandons the attempt and hangs up the late call", async () => {
    let finish!: (h: VoiceCallHandle) => void;
    const { machine, call } = setup({ connect: () => new Promise((r) => (finish = r)) });
    const started = machine.start();
    await vi.waitFor(() => expect(finish).toBeDefined());
    machine.end();
    expect(machine.$call.get()).toEqual({ status: "ended" });
    finish(call.handle);
    await started;
    expect(call.handle.hangup).toHaveBeenCalled();
    expect(machine.$call.get()).toEqual({ status: "ended" });
  });

  it("a refused microphone fails with the microphone reason ('denied') and never asks for a token", async () => {
    const { machine, deps } = setup({
      microphone: async () => {
        throw new DOMException("Permission denied", "NotAllowedError");
      },
    });
    await machine.start();
    expect(machine.$call.get()).toEqual({ status: "idle", failure: "microphone", microphone: "denied" });
    expect(deps.token).not.toHaveBeenCalled();
  });

  it("an absent microphone (no device, or a stream without audio) says so", async () => {
    const { machine } = setup({
      microphone: async () => {
        throw new DOMException("Requested device not found", "NotFoundError");
      },
    });
    await machine.start();
    expect(machine.$call.get()).toEqual({ status: "idle", failure: "microphone", microphone: "absent" });
    const silent = fakeMic(0);
    const other = setup({ microphone: async () => silent.stream });
    await other.machine.start();
    expect(other.machine.$call.get()).toEqual({ status: "idle", failure: "microphone", microphone: "absent" });
  });

  it("a token or connection failure resets to idle with 'connect' and releases the microphone", async () => {
    const tokenFails = setup({ token: async () => Promise.reject(new Error("403")) });
    await tokenFails.machine.start();
    expect(tokenFails.machine.$call.get()).toEqual({ status: "idle", failure: "connect" });
    expect(tokenFails.mic.tracks[0]!.stop).toHaveBeenCalled();

    const refused = setup({ connect: async () => Promise.reject(new VoiceCallError("connect", "rejected")) });
    await refused.machine.start();
    expect(refused.machine.$call.get()).toEqual({ status: "idle", failure: "connect" });

    const sdkMic = setup({ connect: async () => Promise.reject(new VoiceCallError("microphone", "31401")) });
    await sdkMic.machine.start();
    expect(sdkMic.machine.$call.get()).toEqual({ status: "idle", failure: "microphone" });
  });

  it("a call that drops resets everything with 'disconnected'", async () => {
    const { machine, call, mic } = setup();
    await machine.start();
    machine.toggleMic();
    call.drop("disconnected");
    expect(machine.$call.get()).toEqual({ status: "idle", failure: "disconnected" });
    expect(mic.tracks[0]!.stop).toHaveBeenCalled();
    machine.toggleMic();
    expect(call.handle.unmute).not.toHaveBeenCalled();
  });

  it("a call the far end ends cleanly goes to ended; a new attempt clears the old failure", async () => {
    const { machine, call } = setup();
    await machine.start();
    call.handle.onEnd(() => undefined);
    call.drop(null as unknown as VoiceFailure);
    expect(machine.$call.get()).toEqual({ status: "ended" });
  });

  it("destroy hangs up and returns to idle; start and end are ignored in the wrong state", async () => {
    const { machine, call, connect } = setup();
    machine.end();
    expect(machine.$call.get()).toEqual({ status: "idle" });
    await machine.start();
    await machine.start();
    expect(connect).toHaveBeenCalledTimes(1);
    machine.destroy();
    expect(call.handle.hangup).toHaveBeenCalled();
    expect(machine.$call.get()).toEqual({ status: "idle" });
  });
});
