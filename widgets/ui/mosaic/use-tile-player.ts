import { useCallback, useState } from "react";
import { userVideoPreference } from "../../core/session/user-video-preference";
import { createPlayer, type Player } from "../../core/video";

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
