import { callApi } from "../api/call-api";
import { stream } from "../contract/stream-calls";
import { notify } from "../notifications/notifications-store";
import type { MosaicCamera } from "../schemas/mosaic";
import type { RelayState } from "../schemas/stream";
import { createLights, type Lights } from "./relay-switches";

interface Held {
  cameraId: number;
  lights: Lights;
  users: number;
  release?: ReturnType<typeof setTimeout>;
}

/** The lights of each camera shown on the page, shared by every control of that camera. */
const held = new Map<number, Held>();
const entries = new WeakMap<Lights, Held>();

/**
 * The light switches of a mosaic camera (`relay-switches`, as on the stream page: busy while the
 * command runs, back to the default after the relay's delay, 'Failed to toggle light: {message}' as
 * a notification). Every control of one camera on the page (the live-unit view's footer and its
 * tile) gets the same set, so they never disagree. Take it with `holdCameraLights` for as long as it
 * is shown.
 */
export function cameraLights(camera: MosaicCamera): Lights {
  const known = held.get(camera.cameraId);
  if (known) return known.lights;
  const cameraId = camera.cameraId;
  const send = async (relayName: string, state: RelayState) => {
    const { data } = await callApi(stream.relay, { params: { cameraId }, body: { relayName, state } });
    if (data.code !== 0) throw new Error(`command proxy error code ${data.code}`);
  };
  const entry: Held = {
    cameraId,
    lights: createLights(camera.capabilities.relayActions ?? [], send, (m) => notify(m.severity, m.key, m.values)),
    users: 0,
  };
  held.set(cameraId, entry);
  entries.set(entry.lights, entry);
  return entry.lights;
}

/**
 * Keeps `lights` while a control shows them; answers the function that lets go. The set ends (its
 * pending reverts cancelled) when the last control lets go, a moment later: a remount (StrictMode, a
 * re-keyed tile) takes it back first.
 */
export function holdCameraLights(lights: Lights): () => void {
  const entry = entries.get(lights);
  if (!entry) return () => undefined;
  entry.users += 1;
  clearTimeout(entry.release);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.release = setTimeout(() => {
      if (entry.users > 0) return;
      entry.lights.destroy();
      if (held.get(entry.cameraId) === entry) held.delete(entry.cameraId);
    });
  };
}
