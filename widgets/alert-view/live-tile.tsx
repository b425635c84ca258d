import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { tileStatus, useTilePlayer } from "../core/mosaic";
import type { MosaicCamera } from "../core/schemas/mosaic";
import type { Player } from "../core/video";
import { useT } from "../ui/use-t";
import { Icon } from "./icons";
import { useFullScreen } from "./use-full-screen";

/**
 * One live camera tile of the unit's mosaic: the engine's picture (`core/mosaic` tile player: the
 * substream, the main stream in full screen, paused off-screen), the camera's name, its state and
 * full screen.
 */
export function LiveTile({ camera, videoPreference }: { camera: MosaicCamera; videoPreference: string | undefined }) {
  const t = useT("alertView");
  const box = useRef<HTMLElement>(null);
  const [frame, player] = useTilePlayer(camera.cameraId, camera.capabilities.webrtc, videoPreference);
  const [fullScreen, toggleFullScreen] = useFullScreen(box);
  return (
    <article
      ref={box}
      className="tile live-tile"
      part="tile"
      data-camera-id={camera.cameraId}
      aria-label={t("tileLabel", { camera: camera.cameraName })}
    >
      <div ref={frame} className="frame" />
      <span className="tile-label" part="tile-label">
        {camera.cameraName}
      </span>
      {player && <TileState player={player} fullScreen={fullScreen} />}
      <button
        type="button"
        className="tile-button corner"
        part="tile-button"
        aria-label={t(fullScreen ? "exitFullScreen" : "fullScreen")}
        title={t(fullScreen ? "exitFullScreen" : "fullScreen")}
        onClick={toggleFullScreen}
      >
        <Icon name={fullScreen ? "exitFullScreen" : "fullScreen"} />
      </button>
    </article>
  );
}

function TileState({ player, fullScreen }: { player: Player; fullScreen: boolean }) {
  const t = useT("alertView");
  const state = useStore(player.$state);
  const error = useStore(player.$error);
  const status = tileStatus(state, error);
  // The main stream in full screen, the substream in the grid (as in `<vms-mosaic>`).
  useEffect(() => player.setQuality(fullScreen ? "main" : "sub"), [player, fullScreen]);
  if (status.kind === "playing") return null;
  return (
    <div className="tile-status" role="status" aria-busy={status.kind === "connecting"}>
      {status.kind === "connecting" && <span className="spinner" aria-hidden="true" />}
      {status.messageKey && <span>{t(status.messageKey)}</span>}
      {status.retry && (
        <button type="button" className="text-button" onClick={() => player.retry()}>
          {t("core:status.retry")}
        </button>
      )}
    </div>
  );
}
