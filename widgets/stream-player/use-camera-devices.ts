import { useEffect, useMemo } from "react";
import type { Capabilities } from "../core/schemas/stream";
import { sendMic, sendRelay } from "./camera-commands";
import { createHeater, createLights } from "./relay-switches";
import { createMicMute } from "./speaker-menu";
import type { StreamSession } from "./stream-session";

const NO_CAPABILITIES: Pick<Capabilities, "relayActions"> = { relayActions: [] };

/**
 * The lights, heater and microphone of the camera on screen: made per camera (their revert timers
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
    };
  }, [session, cameraId, relays]);
  useEffect(
    () => () => {
      devices.lights.destroy();
      devices.heater.destroy();
    },
    [devices],
  );
  return devices;
}

export type CameraDevices = ReturnType<typeof useCameraDevices>;
