import { callApi } from "../core/api/call-api";
import * as shell from "../core/contract/shell-calls";
import { stream } from "../core/contract/stream-calls";
import { history } from "../core/contract/history-calls";
import { t } from "../core/i18n/i18n";
import type { CommandResult, PtzCommand, SnapshotResult } from "../core/schemas/camera-controls";
import type { FavouritesList } from "../core/schemas/favourites";
import { QUICK_VIDEO_TITLE, type Preset, type RelayState, type TalkdownSession } from "../core/schemas/stream";
import type { FavouriteChange } from "../core/units/favourite-star";

/**
 * The stream page's calls (document 3 §7), each through `callApi` and the contract. Camera
 * commands answer the proxy's `{ code, data }`: a code other than 0 is a refusal, thrown as an
 * Error whose message is 'command proxy error code {code}'.
 */

function accepted(result: CommandResult): void {
  if (result.code !== 0) throw new Error(t("streamPlayer:errors.proxyCode", { code: result.code }));
}

export async function sendPtz(cameraId: number, command: PtzCommand): Promise<void> {
  accepted((await callApi(stream.ptz, { params: { cameraId }, body: command })).data);
}

export async function sendGoToPreset(cameraId: number, presetId: number): Promise<void> {
  accepted((await callApi(stream.goToPreset, { params: { cameraId }, body: { presetId } })).data);
}

export async function sendRelay(cameraId: number, relayName: string, state: RelayState): Promise<void> {
  accepted((await callApi(stream.relay, { params: { cameraId }, body: { relayName, state } })).data);
}

export async function sendSound(cameraId: number, soundId: number): Promise<void> {
  accepted((await callApi(stream.speakerSound, { params: { cameraId }, body: { soundId } })).data);
}

export async function sendMic(cameraId: number, state: "mute" | "unmute"): Promise<void> {
  accepted((await callApi(stream.speakerMic, { params: { cameraId }, body: { state } })).data);
}

export async function takeSnapshot(cameraId: number): Promise<SnapshotResult> {
  return (await callApi(stream.snapshot, { params: { cameraId } })).data;
}

/** Suspends patrol for `minutes`, or resumes it (`minutes` null). */
export async function sendPatrol(cameraId: number, minutes: number | null): Promise<void> {
  const body = minutes === null ? ({ patrol: "on" } as const) : ({ patrol: "off", minutes } as const);
  accepted((await callApi(stream.suspendPatrol, { params: { cameraId }, body })).data);
}

export async function requestQuickVideo(cameraId: number): Promise<number> {
  return (await callApi(stream.quickVideo, { body: { camera_id: cameraId, title: QUICK_VIDEO_TITLE } })).data;
}

export async function renamePreset(presetId: number, name: string): Promise<Preset> {
  return (await callApi(stream.presetUpdate, { params: { presetId }, body: { name } })).data;
}

/** Sends a favourite change; answers the list as the server now has it. */
export async function saveFavourites(change: FavouriteChange): Promise<FavouritesList> {
  if (change.call === "create") return (await callApi(shell.favouritesCreate, { body: change.body })).data;
  return (await callApi(shell.favouritesUpdate, { params: { favoriteListId: change.listId }, body: change.body })).data;
}

/** The presigned URL of a preset's latest image (the 'At this Location' thumbnails). */
export async function thumbnailUrl(presetId: number, signal?: AbortSignal): Promise<string | null> {
  return (await callApi(history.latestPresetImageUrl, { params: { presetId }, signal })).data;
}

/** Talk-down session calls (document 3 §7). */
export const talkdownCalls = (cameraId: number) => ({
  start: async (): Promise<TalkdownSession> => (await callApi(stream.talkdownStart, { params: { cameraId } })).data,
  heartbeat: async (sessionId: string): Promise<boolean> =>
    (await callApi(stream.talkdownHeartbeat, { params: { cameraId, sessionId } })).data.active,
  end: async (sessionId: string): Promise<void> => {
    await callApi(stream.talkdownEnd, { params: { cameraId, sessionId } });
  },
});
