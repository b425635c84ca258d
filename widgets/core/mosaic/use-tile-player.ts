import { useCallback, useState } from "react";
import { $userInfo } from "../session/session-store";
import { createPlayer, playerErrorKey, type Player, type PlayerError, type PlayerState } from "../video";

/** The signed-in user's videoPreference once the user info answers (null when it cannot be read). */
function userVideoPreference(): Promise<string | null> {
  return new Promise((resolve) => {
    const off = $userInfo.subscribe((info) => {
      if (info.status === "success") resolve(info.data.videoPreference);
      else if (info.status === "error") resolve(null);
      else return;
      queueMicrotask(() => off());
    });
  });
}

/**
 * One engine player per tile (`core/video`): the substream while small, the main stream in full
 * screen; the engine pauses it while off-screen or in a hidden tab and resumes it when seen.
 * Answers the ref callback of the element the engine fills, and the player once it exists.
 */
export function useTilePlayer(
  cameraId: number,
  webrtc: boolean,
  videoPreference: string | undefined,
): [attach: (node: HTMLDivElement | null) => (() => void) | undefined, player: Player | null] {
  const [player, setPlayer] = useState<Player | null>(null);
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return undefined;
      const created = createPlayer({
        container: node,
        cameraId,
        videoPreference: videoPreference ?? userVideoPreference(),
        cameraWebrtc: webrtc,
        quality: "sub",
      });
      setPlayer(created);
      return () => {
        created.destroy();
        setPlayer(null);
      };
    },
    // A tile is keyed by its camera: one player for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [attach, player];
}

/** What a tile shows over its picture: nothing while Active (document 3 §4: idle and active only). */
export interface TileStatus {
  kind: "playing" | "connecting" | "idle";
  /** The i18n key of the idle text. */
  messageKey: string | null;
  retry: boolean;
}

export function tileStatus(state: PlayerState, error: PlayerError | null): TileStatus {
  if (state.status === "active") return { kind: "playing", messageKey: null, retry: false };
  if (state.status !== "idle") return { kind: "connecting", messageKey: null, retry: false };
  switch (state.idleReason) {
    case "error":
      return {
        kind: "idle",
        messageKey:
          error?.code === "auth" ? "core:status.signedOut" : error ? playerErrorKey(error) : "video:playbackFailed",
        retry: true,
      };
    case "reconnecting":
      return { kind: "idle", messageKey: "video:reconnecting", retry: false };
    case "stopped":
      return { kind: "idle", messageKey: "video:paused", retry: true };
    default:
      return { kind: "idle", messageKey: "video:paused", retry: false };
  }
}
