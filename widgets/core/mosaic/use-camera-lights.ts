import { useEffect, useMemo } from "react";
import { callApi } from "../api/call-api";
import { createLights, type Lights } from "../camera/relay-switches";
import { stream } from "../contract/stream-calls";
import { notify } from "../notifications/notifications-store";
import type { MosaicCamera } from "../schemas/mosaic";
import type { RelayState } from "../schemas/stream";

interface Held {
  lights: Lights;
  users: number;
  release?: ReturnType<typeof setTimeout>;
}

/** The lights of each camera shown on the page, shared by every control of that camera. */
const held = new Map<number, Held>();

function lightsOf(camera: MosaicCamera): Held {
  const known = held.get(camera.cameraId);
  if (known) return known;
  const cameraId = camera.cameraId;
  const send = async (relayName: string, state: RelayState) => {
    const { data } = await callApi(stream.relay, { params: { cameraId }, body: { relayName, state } });
    if (data.code !== 0) throw new Error(`command proxy error code ${data.code}`);
  };
  const entry: Held = {
    lights: createLights(camera.capabilities.relayActions ?? [], send, (m) => notify(m.severity, m.key, m.values)),
    users: 0,
  };
  held.set(cameraId, entry);
  return entry;
}

function hold(entry: Held): void {
  entry.users += 1;
  clearTimeout(entry.release);
}

function letGo(entry: Held): void {
  entry.users -= 1;
  if (entry.users > 0) return;
  // Later, not now: a remount (StrictMode, a re-keyed tile) takes it back first.
  entry.release = setTimeout(() => {
    if (entry.users > 0) return;
    entry.lights.destroy();
    for (const [id, other] of held) if (other === entry) held.delete(id);
  });
}

/**
 * The light switches of a mosaic camera (`core/camera/relay-switches`, as on the stream page: busy
 * while the command runs, back to the default after the relay's delay, 'Failed to toggle light:
 * {message}' as a notification), for as long as the camera is shown; none without a camera. Every
 * control of one camera on the page (the live-unit view's footer and its tile) shares one set, so
 * they never disagree; it ends when the last of them goes.
 */
export function useCameraLights(camera: MosaicCamera | undefined): Lights | null {
  const entry = useMemo(() => (camera ? lightsOf(camera) : null), [camera]);
  useEffect(() => {
    if (!entry) return;
    hold(entry);
    return () => letGo(entry);
  }, [entry]);
  return entry?.lights ?? null;
}
