import { endOnce, VoiceCallError, type VoiceFailure, type VoiceProvider } from "../core/voice/voice-provider";

/** The codecs the call prefers, in order (document 3 §2.6). */
export const TWILIO_CODECS = ["opus", "pcmu"] as const;

/** What this module uses of the SDK's Call. */
export interface TwilioCallLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  mute(shouldMute?: boolean): void;
  disconnect(): void;
  getRemoteStream(): MediaStream | undefined;
}

/** What this module uses of the SDK's Device. */
export interface TwilioDeviceLike {
  connect(options: {
    params: Record<string, string>;
    rtcConstraints?: MediaStreamConstraints;
  }): Promise<TwilioCallLike>;
  destroy(): void;
}

export type TwilioDeviceClass = new (
  token: string,
  options: { codecPreferences: (typeof TWILIO_CODECS)[number][]; closeProtection?: boolean },
) => TwilioDeviceLike;

/** The SDK, loaded only when a call starts (it is large). */
const loadSdk = async (): Promise<TwilioDeviceClass> =>
  (await import("@twilio/voice-sdk")).Device as unknown as TwilioDeviceClass;

/** Twilio's getUserMedia errors (UserMediaErrors 31400–31402, 31208): the microphone reason. */
const MICROPHONE_CODES = new Set([31208, 31400, 31401, 31402]);

/** The reason of an SDK error, before (connect) or after (disconnected) the call was accepted. */
export function twilioFailure(error: unknown, accepted: boolean): VoiceFailure {
  const code = typeof error === "object" && error !== null && "code" in error ? Number(error.code) : NaN;
  if (MICROPHONE_CODES.has(code)) return "microphone";
  return accepted ? "disconnected" : "connect";
}

/**
 * The production provider: Twilio Voice. `new Device(token, { codecPreferences: ['opus', 'pcmu'] })`,
 * `device.connect({ params: { LiveUnitId } })` with the granted microphone; connected on 'accept';
 * 'error', 'cancel' or 'reject' before that fail with 'connect'; after it, an 'error' or a
 * 'disconnect' we did not ask for is 'disconnected'. The Device is destroyed when the call ends.
 */
export function createTwilioProvider(load: () => Promise<TwilioDeviceClass> = loadSdk): VoiceProvider {
  return {
    async connect({ token, liveUnitId, microphone }) {
      let Device: TwilioDeviceClass;
      try {
        Device = await load();
      } catch (error) {
        throw new VoiceCallError("connect", `The voice SDK did not load: ${String(error)}`);
      }
      const device = new Device(token.token, { codecPreferences: [...TWILIO_CODECS], closeProtection: true });
      const deviceId = microphone.getAudioTracks()[0]?.getSettings().deviceId;
      let call: TwilioCallLike;
      try {
        call = await device.connect({
          params: { LiveUnitId: String(liveUnitId) },
          rtcConstraints: { audio: deviceId ? { deviceId: { exact: deviceId } } : true },
        });
      } catch (error) {
        device.destroy();
        throw new VoiceCallError(twilioFailure(error, false), String(error));
      }
      const ends = endOnce();
      let accepted = false;
      let hungUp = false;
      ends.onEnd(() => device.destroy());
      const handle = {
        mute: () => call.mute(true),
        unmute: () => call.mute(false),
        muteSpeaker: (muted: boolean) => {
          for (const track of call.getRemoteStream()?.getAudioTracks() ?? []) track.enabled = !muted;
        },
        hangup: () => {
          hungUp = true;
          call.disconnect();
          ends.end(null);
        },
        onEnd: ends.onEnd,
      };
      return new Promise((resolve, reject) => {
        const failBeforeAccept = (reason: VoiceFailure, message: string) => {
          ends.end(reason);
          reject(new VoiceCallError(reason, message));
        };
        call.on("accept", () => {
          accepted = true;
          resolve(handle);
        });
        call.on("error", (error: unknown) => {
          if (!accepted) failBeforeAccept(twilioFailure(error, false), String(error));
          else ends.end(twilioFailure(error, true));
        });
        for (const event of ["cancel", "reject"])
          call.on(event, () => {
            if (!accepted) failBeforeAccept("connect", `The call was ${event}ed`);
          });
        call.on("disconnect", () => {
          if (!accepted) failBeforeAccept("connect", "The call ended before it was answered");
          else ends.end(hungUp ? null : "disconnected");
        });
      });
    },
  };
}
