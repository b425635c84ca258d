import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { dataOf, type RemoteData } from "../core/api/remote-data";
import type { Right } from "../core/schemas/search";
import type { Viewer } from "../core/schemas/realtime";
import { $userInfo } from "../core/session/session-store";
import { $unitSearchRights } from "../core/units/rights-store";
import { controllingViewer, isViewOnly, type Player, type PlayerError, type PlayerState } from "../core/video";
import { initialState } from "../core/video/player-machine";
import { streamControls, type StreamControlContext, type StreamItem } from "./stream-controls";
import { keyedFor, type StreamSession } from "./stream-session";

const $noState = atom<PlayerState>(initialState());
const $noError = atom<PlayerError | null>(null);
const $noViewers = atom<RemoteData<Viewer[]>>({ status: "notAsked" });

/** A player's atom, or a constant stand-in until the player exists. */
function usePlayerAtom<T>(atomOf: ReadableAtom<T> | undefined, fallback: ReadableAtom<T>): T {
  return useStore(atomOf ?? fallback);
}

/** The user holds request_video for the camera or its client (the server checks too). */
export function mayRequestVideo(right: Right | undefined, clientId: number, cameraId: number): boolean {
  if (!right) return false;
  if (right === "all") return true;
  return right.clients.includes(clientId) || right.entities.includes(cameraId);
}

/** Everything the stream page renders from: data of the camera, the player's state, what shows (§6). */
export function useStreamView(session: StreamSession, player: Player | null) {
  const cameraId = useStore(session.$cameraId);
  const metaRemote = useStore(session.$meta);
  const meta = dataOf(metaRemote)?.cameraId === cameraId ? dataOf(metaRemote) : undefined;
  const capabilities = keyedFor(useStore(session.$capabilities), cameraId);
  const permissions = keyedFor(useStore(session.$permissions), cameraId);
  const user = dataOf(useStore($userInfo));
  const rights = dataOf(useStore($unitSearchRights));
  const state = usePlayerAtom(player?.$state, $noState);
  const error = usePlayerAtom(player?.$error, $noError);
  const viewersRemote = usePlayerAtom(player?.$viewers, $noViewers);
  const viewers = dataOf(viewersRemote) ?? null;
  const viewOnly = viewers !== null && isViewOnly(viewers, user?.username);
  let visible: ReadonlySet<StreamItem> = new Set();
  let context: StreamControlContext | null = null;
  if (capabilities && permissions && meta) {
    context = {
      capabilities,
      permissions,
      selfService: user?.permissions.selfService ?? false,
      canConfigure: state.start?.canConfigure ?? false,
      viewOnly,
      active: state.status === "active",
      hasCameraId: cameraId !== null,
      canRequestVideo: mayRequestVideo(rights?.rights.request_video, meta.clientId, meta.cameraId),
    };
    visible = streamControls(context);
  }
  return {
    cameraId,
    metaRemote,
    meta,
    capabilities,
    permissions,
    user,
    state,
    error,
    viewers,
    controller: controllingViewer(viewers),
    viewOnly,
    visible,
    context,
  };
}

export type StreamView = ReturnType<typeof useStreamView>;
