import { describe, expect, it, vi } from "vitest";
import { createTwilioProvider, twilioFailure, type TwilioCallLike, type TwilioDeviceClass } from "./twilio-provider";
import { VoiceCallError } from "../core/voice/voice-provider";

const TOKEN = { token: "jwt", lvt_live_unit_id: 4021, provider: "twilio" as const };
const track = { getSettings: () => ({ deviceId: "mic-1" }) };
const microphone = { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;

/** A fake SDK at the boundary: records what the provider asks and lets the test emit events. */
function fakeSdk(options: { connectFails?: unknown } = {}) {
  const listeners = new Map<string, ((...a: unknown[]) => void)[]>();
  const remote = { enabled: true };
  const call: TwilioCallLike & { emit(event: string, ...args: unknown[]): void } = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    mute: vi.fn(),
    disconnect: vi.fn(),
    getRemoteStream: () => ({ getAudioTracks: () => [remote] }) as unknown as MediaStream,
    emit: (event, ...args) => listeners.get(event)?.forEach((l) => l(...args)),
  };
  const made: {
    token: string;
    options: unknown;
    connect: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  }[] = [];
  const Device = vi.fn(function (this: unknown, token: string, deviceOptions: unknown) {
    const connect = vi.fn(async () => {
      if (options.connectFails) throw options.connectFails;
      return call;
    });
    const destroy = vi.fn();
    made.push({ token, options: deviceOptions, connect, destroy });
    return { connect, destroy };
  }) as unknown as TwilioDeviceClass;
  return { Device, call, made, remote };
}

describe("Twilio provider (at the SDK boundary)", () => {
  it("creates the Device with opus then pcmu, connects with LiveUnitId and the granted microphone", async () => {
    const sdk = fakeSdk();
    const pending = createTwilioProvider(async () => sdk.Device).connect({
      token: TOKEN,
      liveUnitId: 4021,
      microphone,
    });
    await vi.waitFor(() => expect(sdk.made).toHaveLength(1));
    expect(sdk.made[0]!.token).toBe("jwt");
    expect(sdk.made[0]!.options).toMatchObject({ codecPreferences: ["opus", "pcmu"] });
    await vi.waitFor(() =>
      expect(sdk.made[0]!.connect).toHaveBeenCalledWith({
        params: { LiveUnitId: "4021" },
        rtcConstraints: { audio: { deviceId: { exact: "mic-1" } } },
      }),
    );
    sdk.call.emit("accept", sdk.call);
    const handle = await pending;
    handle.mute();
    expect(sdk.call.mute).toHaveBeenLastCalledWith(true);
    handle.unmute();
    expect(sdk.call.mute).toHaveBeenLastCalledWith(false);
    handle.muteSpeaker(true);
    expect(sdk.remote.enabled).toBe(false);
    handle.muteSpeaker(false);
    expect(sdk.remote.enabled).toBe(true);
    const ended = vi.fn();
    handle.onEnd(ended);
    handle.hangup();
    sdk.call.emit("disconnect", sdk.call);
    expect(sdk.call.disconnect).toHaveBeenCalled();
    expect(ended).toHaveBeenCalledExactlyOnceWith(null);
    expect(sdk.made[0]!.destroy).toHaveBeenCalled();
  });

  it("maps errors before accept to 'connect' (or 'microphone' for the SDK's media errors) and destroys the Device", async () => {
    for (const [error, reason] of [
      [{ code: 31005, message: "gateway" }, "connect"],
      [{ code: 31401, message: "denied" }, "microphone"],
    ] as const) {
      const sdk = fakeSdk();
      const pending = createTwilioProvider(async () => sdk.Device).connect({ token: TOKEN, liveUnitId: 1, microphone });
      await vi.waitFor(() => expect(sdk.made[0]?.connect).toHaveBeenCalled());
      sdk.call.emit("error", error);
      await expect(pending).rejects.toMatchObject({ reason });
      expect(sdk.made[0]!.destroy).toHaveBeenCalled();
    }
    const rejected = fakeSdk();
    const pending = createTwilioProvider(async () => rejected.Device).connect({
      token: TOKEN,
      liveUnitId: 1,
      microphone,
    });
    await vi.waitFor(() => expect(rejected.made[0]?.connect).toHaveBeenCalled());
    rejected.call.emit("reject");
    await expect(pending).rejects.toBeInstanceOf(VoiceCallError);
  });

  it("a connect that throws, or an SDK that does not load, is 'connect'", async () => {
    const sdk = fakeSdk({ connectFails: { code: 20101, message: "invalid token" } });
    await expect(
      createTwilioProvider(async () => sdk.Device).connect({ token: TOKEN, liveUnitId: 1, microphone }),
    ).rejects.toMatchObject({ reason: "connect" });
    expect(sdk.made[0]!.destroy).toHaveBeenCalled();
    await expect(
      createTwilioProvider(() => Promise.reject(new Error("chunk failed"))).connect({
        token: TOKEN,
        liveUnitId: 1,
        microphone,
      }),
    ).rejects.toMatchObject({ reason: "connect" });
  });

  it("after accept, a disconnect we did not ask for or an error is 'disconnected'", async () => {
    for (const event of ["disconnect", "error"]) {
      const sdk = fakeSdk();
      const pending = createTwilioProvider(async () => sdk.Device).connect({ token: TOKEN, liveUnitId: 1, microphone });
      await vi.waitFor(() => expect(sdk.made[0]?.connect).toHaveBeenCalled());
      sdk.call.emit("accept", sdk.call);
      const handle = await pending;
      const ended = vi.fn();
      handle.onEnd(ended);
      sdk.call.emit(event, { code: 31003 });
      expect(ended).toHaveBeenCalledExactlyOnceWith("disconnected");
      expect(sdk.made[0]!.destroy).toHaveBeenCalled();
    }
    expect(twilioFailure({ code: 31402 }, true)).toBe("microphone");
    expect(twilioFailure(new Error("x"), true)).toBe("disconnected");
  });

  it("loads the real SDK lazily and it exposes the Device and codec names this module uses", async () => {
    const sdk = await import("@twilio/voice-sdk");
    expect(typeof sdk.Device).toBe("function");
    expect([sdk.Call.Codec.Opus, sdk.Call.Codec.PCMU]).toEqual(["opus", "pcmu"]);
  });
});
