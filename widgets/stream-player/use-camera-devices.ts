import { useEffect, useMemo } from "react";
import type { Capabilities } from "../core/schemas/stream";
import { sendMic, sendRelay, talkdownCalls } from "./camera-commands";
import { createHeater, createLights } from "../core/camera/relay-switches";
import { createMicMute } from "./speaker-menu";
import type { StreamSession } from "./stream-session";
import { resolveMediaUrl } from "../core/api/media-request";
import { connectLocal } from "../core/voice/local-provider";
import { createTalkdown, type TalkdownDeps } from "./talkdown";

/** The browser's microphone (its prompt); released with `stop`. */
async function microphone(): Promise<{ stop(): void; stream: MediaStream }> {
  const media = await navigator.mediaDevices.getUserMedia({ audio: true });
  return { stop: () => media.getTracks().forEach((track) => track.stop()), stream: media };
}

/** The talk-down's audio through the voice call's WebRTC provider, to the session's signalling URL. */
const sendAudio: NonNullable<TalkdownDeps["sendAudio"]> = async (session, mic) => {
  if (!session.signalingUrl || !mic.stream) throw new Error("nowhere to send the audio");
  const handle = await connectLocal(resolveMediaUrl(session.signalingUrl), mic.stream);
  return { hangup: () => handle.hangup() };
};

const NO_CAPABILITIES: Pick<Capabilities, "relayActions"> = { relayActions: [] };

/**
 * The lights, heater, microphone mute and talk-down of the camera on screen: made per camera (their revert timers
 * live as long as the camera shows, whether a menu is open or not) and dropped on a camera change.
 */
export function useCameraDevices(session: StreamSession, cameraId: number | null, capabilities?: Capabilities) {
  const relays = (capabilities ?? NO_CAPABILITIES).relayActions;
  const devices = useMemo(() => {
    const send = (relayName: string, state: "on" | "off") =>
      cameraId === null ? Promise.reject(new Error("no camera")) : sendRelay(cameraId, relayName, state);
    return {
      lights: createLights(relays, send, session.report),
      heater: createHeater(relays, send, session.report),
      mic: createMicMute(
        (state) => (cameraId === null ? Promise.reject(new Error("no camera")) : sendMic(cameraId, state)),
        session.report,
      ),
      talkdown: createTalkdown(
        cameraId === null
          ? {
              microphone,
              start: () => Promise.reject(new Error("no camera")),
              heartbeat: async () => false,
              end: async () => undefined,
            }
          : { microphone, sendAudio, ...talkdownCalls(cameraId) },
        session.report,
      ),
    };
  }, [session, cameraId, relays]);
  useEffect(
    () => () => {
      devices.lights.destroy();
      devices.heater.destroy();
      devices.talkdown.destroy();
    },
    [devices],
  );
  return devices;
}

export type CameraDevices = ReturnType<typeof useCameraDevices>;
