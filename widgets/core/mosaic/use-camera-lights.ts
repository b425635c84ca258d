import { useEffect, useMemo } from "react";
import { callApi } from "../api/call-api";
import { createLights, type Lights } from "../camera/relay-switches";
import { stream } from "../contract/stream-calls";
import { notify } from "../notifications/notifications-store";
import type { MosaicCamera } from "../schemas/mosaic";
import type { RelayState } from "../schemas/stream";

/**
 * The light switches of a mosaic camera (`core/camera/relay-switches`, as on the stream page: busy
 * while the command runs, back to the default after the relay's delay, 'Failed to toggle light:
 * {message}' as a notification), for as long as the camera is shown; none without a camera.
 */
export function useCameraLights(camera: MosaicCamera | undefined): Lights | null {
  const lights = useMemo(() => {
    if (!camera) return null;
    const cameraId = camera.cameraId;
    const send = async (relayName: string, state: RelayState) => {
      const { data } = await callApi(stream.relay, { params: { cameraId }, body: { relayName, state } });
      if (data.code !== 0) throw new Error(`command proxy error code ${data.code}`);
    };
    return createLights(camera.capabilities.relayActions ?? [], send, (m) => notify(m.severity, m.key, m.values));
  }, [camera]);
  useEffect(() => () => lights?.destroy(), [lights]);
  return lights;
}
