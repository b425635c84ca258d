import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { dataOf } from "../../core/api/remote-data";
import { navigationDetail } from "../../core/navigation/navigation";
import { streamPath } from "../../core/navigation/routes";
import type { MosaicCamera, MosaicUserPermissions } from "../../core/schemas/mosaic";
import { $userInfo } from "../../core/session/session-store";
import { $videoQuality } from "../../core/session/user-settings";
import { isViewOnly, type Player } from "../../core/video";
import { useT } from "../use-t";
import { StatsFigures } from "../video/stats-figures";
import { FullScreenButton } from "./full-screen-button";
import "../../core/mosaic/mosaic-tile.catalogue";
import { Icon } from "./tile-icons";
import { tileControls } from "../../core/mosaic/tile-rules";
import { TileMenu, type TileMenuName } from "./tile-menu";
import { TileMenuButton } from "./tile-menu-button";
import { tileStatus } from "../../core/mosaic/tile-status";
import { TileStatusView } from "./tile-status-view";
import { useCameraLights } from "./use-camera-lights";
import { useTileFullScreen } from "./use-tile-full-screen";
import { useTilePlayer } from "./use-tile-player";

interface Props {
  camera: MosaicCamera;
  permissions: MosaicUserPermissions;
  videoPreference: string | undefined;
  expanded: boolean;
  /** Another tile is full screen: this one is hidden (and the engine pauses it). */
  hidden: boolean;
  onExpand(expanded: boolean): void;
  /** Given: the tile has a close button (document 3 §2.5: "when a close handler is given"). */
  onClose?: () => void;
}

/**
 * One live camera tile of a mosaic (`<vms-mosaic>`, the live-unit view's live mode; document 3 §2.2,
 * §2.5): unit and camera name linking to the stream page in a bar above the picture (never over the
 * camera's own burned-in text), close (when a close handler is given), the engine's picture, full
 * screen, Snapshot / Presets / Lights per the mosaic permissions, and the video settings (Quality,
 * 'Stats').
 */
export function MosaicTile({ camera, permissions, videoPreference, expanded, hidden, onExpand, onClose }: Props) {
  const t = useT("mosaicTile");
  const tile = useRef<HTMLElement>(null);
  const [frame, player] = useTilePlayer(camera.cameraId, camera.capabilities.webrtc, videoPreference);
  return (
    <article
      ref={tile}
      className="live-tile"
      part="tile"
      data-camera-id={camera.cameraId}
      data-expanded={expanded || undefined}
      hidden={hidden}
      aria-label={t("tileLabel", { unit: camera.liveUnitName, camera: camera.cameraName })}
    >
      <header className="tile-top" part="tile-bar">
        <a
          className="tile-link"
          part="tile-link"
          href={navigationDetail(streamPath(camera.cameraId)).href}
          target="_blank"
          rel="noopener"
        >
          <span className="unit-name">{camera.liveUnitName}</span>{" "}
          <span className="camera-name">{camera.cameraName}</span>
          <span className="tile-hidden-text">{t("newTab")}</span>
        </a>
        {onClose && (
          <button
            type="button"
            className="tile-button"
            part="tile-button"
            aria-label={t("close", { camera: camera.cameraName })}
            title={t("close", { camera: camera.cameraName })}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        )}
      </header>
      <div ref={frame} className="tile-frame" />
      {player && (
        <TileOverlay
          player={player}
          tile={tile}
          camera={camera}
          permissions={permissions}
          expanded={expanded}
          onExpand={onExpand}
        />
      )}
    </article>
  );
}

interface OverlayProps extends Omit<Props, "videoPreference" | "hidden" | "onClose"> {
  player: Player;
  tile: RefObject<HTMLElement | null>;
}

function TileOverlay({ player, tile, camera, permissions, expanded, onExpand }: OverlayProps) {
  const t = useT("mosaicTile");
  const state = useStore(player.$state);
  const error = useStore(player.$error);
  const viewers = useStore(player.$viewers);
  const username = dataOf(useStore($userInfo))?.username;
  const [menu, setMenu] = useState<TileMenuName | null>(null);
  const [stats, setStats] = useState(false);
  // Presets created in this tile join the mosaic's list (document 3 §2.2: Presets (New, Settings)).
  const [presets, setPresets] = useState(camera.presets);
  // Held by the tile, so a light switched on stays on (and reverts) while its menu is closed.
  const lights = useCameraLights(camera);
  const status = tileStatus(state, error);
  const viewOnly = viewers.status === "success" && isViewOnly(viewers.data, username);
  const controls = tileControls(camera, permissions, state.status, viewOnly);
  const openMenu = menu && controls[menu] ? menu : null;
  useTileQuality(player, expanded);
  const toggleFullScreen = useTileFullScreen(tile, expanded, onExpand);
  const toggleMenu = (name: TileMenuName) => setMenu(openMenu === name ? null : name);
  const menuButton = (name: TileMenuName, label: string) =>
    controls[name] && <TileMenuButton name={name} label={label} open={openMenu} onToggle={toggleMenu} />;

  return (
    <>
      {status.kind !== "playing" && <TileStatusView status={status} player={player} />}
      {stats && state.status === "active" && <StatsFigures player={player} className="tile-stats" />}
      <div className="tile-tools">
        {menuButton("presets", t("presets"))}
        {menuButton("snapshot", t("snapshot"))}
        {menuButton("lights", t("lights"))}
        {menuButton("settings", t("settings"))}
        {controls.fullScreen && <FullScreenButton on={expanded} onClick={toggleFullScreen} />}
      </div>
      {openMenu && (
        <TileMenu
          key={openMenu}
          name={openMenu}
          tile={tile}
          camera={camera}
          player={player}
          presets={presets}
          onPresetCreated={(created) => setPresets((all) => [...all, created])}
          lights={lights}
          stats={stats}
          onStats={setStats}
          onClose={() => setMenu(null)}
        />
      )}
    </>
  );
}

/**
 * The stream a tile plays: the user's Quality choice; with Auto the main stream in full screen and
 * the substream in the grid (document 3 §2.5).
 */
function useTileQuality(player: Player, expanded: boolean): void {
  const choice = useStore($videoQuality);
  useEffect(
    () => player.setQuality(choice !== "auto" ? choice : expanded ? "main" : "sub"),
    [player, choice, expanded],
  );
}
