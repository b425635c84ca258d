import { atom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import * as shell from "../core/contract/shell-calls";
import { stream } from "../core/contract/stream-calls";
import { errorText } from "../core/camera/camera-message";
import { notify } from "../core/notifications/notifications-store";
import type { RealtimeClient } from "../core/realtime";
import type { Alert, AlertMedia } from "../core/schemas/alerts";
import type { Mosaic } from "../core/schemas/mosaic";
import type { Viewer } from "../core/schemas/realtime";
import type { LiveUnitInfo } from "../core/schemas/units";

/** The alert's state once resolved (document 3 §3: 'resolved' or other). */
export const RESOLVED = "resolved";

/** Appends media not already listed (a 'media available' event may repeat after a reconnection). */
export function withMedia(alert: Alert, media: readonly AlertMedia[]): Alert {
  const key = (m: AlertMedia) => `${m.cameraId}|${m.mimeType}|${m.mediaTimestamp}`;
  const known = new Set(alert.media.map(key));
  const added = media.filter((m) => !known.has(key(m)));
  return added.length ? { ...alert, media: [...alert.media, ...added] } : alert;
}

/**
 * Plays one of the camera's speaker sounds (document 3 §7). The command proxy answers code 0 when
 * done; any other code, or a failed call, notifies 'Failed to play sound: {message}'.
 */
export async function playSound(cameraId: number, soundId: number): Promise<void> {
  try {
    const { data } = await callApi(stream.speakerSound, { params: { cameraId }, body: { soundId } });
    if (data.code !== 0) throw new Error(`command proxy error code ${data.code}`);
  } catch (error) {
    notify("error", "cameraCommands:errors.sound", { message: errorText(error) });
  }
}

/** One view's data (two views on a page do not share it). */
export interface AlertViewStore {
  /** The live unit (header: location and unit name, time zone). */
  $liveUnitId: ReturnType<typeof atom<number | null>>;
  /** The alert of the view (alert mode's alert, or live mode's context); null: none. */
  $alertId: ReturnType<typeof atom<number | null>>;
  /** The live unit whose cameras the live mosaic shows; null in alert mode. */
  $liveMosaicId: ReturnType<typeof atom<number | null>>;
  $unit: RemoteStore<LiveUnitInfo>;
  $alert: RemoteStore<Alert>;
  $mosaic: RemoteStore<Mosaic>;
  /** No room joined (no live unit): no viewers. */
  $noViewers: ReturnType<typeof atom<readonly Viewer[] | undefined>>;
  /**
   * Follows the viewed alert in real time: 'media available' appends its media, 'resolve
   * initiated' sets it 'resolved' (document 3 §4). Answers the unsubscribe.
   */
  follow(client: RealtimeClient): () => void;
}

export function createAlertViewStore(): AlertViewStore {
  const $liveUnitId = atom<number | null>(null);
  const $alertId = atom<number | null>(null);
  const $liveMosaicId = atom<number | null>(null);
  const $unit = remoteStore<LiveUnitInfo, number>({
    input: $liveUnitId,
    load: async (liveUnitId, signal) =>
      (await callApi(shell.liveUnitInfo, { params: { liveUnitId }, signal })).data.data,
    name: "the alert's live unit",
    widget: "vms-alert-view",
  });
  const $alert = remoteStore<Alert, number>({
    input: $alertId,
    load: async (alertId, signal) => (await callApi(stream.alert, { params: { alertId }, signal })).data,
    name: "alert",
    widget: "vms-alert-view",
  });
  const $mosaic = remoteStore<Mosaic, number>({
    input: $liveMosaicId,
    load: async (liveUnitId, signal) =>
      (await callApi(stream.liveUnitMosaic, { params: { liveUnitId }, signal })).data.data,
    name: "the alert's mosaic",
    widget: "vms-alert-view",
  });
  const viewed = (alertId: number) => $alertId.get() === alertId;
  const follow = (client: RealtimeClient) => {
    const offMedia = client.on("media available", ({ alertId, media }) => {
      if (viewed(alertId)) $alert.update((alert) => (alert.alertId === alertId ? withMedia(alert, media) : alert));
    });
    const offResolve = client.on("resolve initiated", ({ alertId }) => {
      if (viewed(alertId))
        $alert.update((alert) => (alert.alertId === alertId ? { ...alert, state: RESOLVED } : alert));
    });
    return () => {
      offMedia();
      offResolve();
    };
  };
  const $noViewers = atom<readonly Viewer[] | undefined>(undefined);
  return { $liveUnitId, $alertId, $liveMosaicId, $unit, $alert, $mosaic, $noViewers, follow };
}
