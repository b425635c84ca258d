import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { dataOf } from "../../core/api/remote-data";
import { navigationDetail } from "../../core/navigation/navigation";
import { streamPath } from "../../core/navigation/routes";
import type { MosaicCamera, MosaicUserPermissions } from "../../core/schemas/mosaic";
import { $userInfo } from "../../core/session/session-store";
import { isViewOnly, type Player } from "../../core/video";
import { useT } from "../use-t";
import { FullScreenButton } from "./full-screen-button";
import "../../core/mosaic/mosaic-tile.catalogue";
import { Icon, type IconName } from "./tile-icons";
import { LightsMenu, PresetsMenu, SnapshotMenu } from "./tile-menus";
import { tileControls } from "../../core/mosaic/tile-rules";
import { useCameraLights } from "./use-camera-lights";
import { tileStatus } from "../../core/mosaic/tile-status";
import { useTilePlayer } from "./use-tile-player";

type Menu = "presets" | "snapshot" | "lights";

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
 * §2.5): the engine's picture, unit and camera name linking to the stream page, close (when a close
 * handler is given), full screen and Snapshot / Presets / Lights per the mosaic permissions.
 */
export function MosaicTile({ camera, permissions, videoPreference, expanded, hidden, onExpand, onClose }: Props) {
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
      aria-label={useT("mosaicTile")("tileLabel", { unit: camera.liveUnitName, camera: camera.cameraName })}
    >
      <div ref={frame} className="tile-frame" />
      {player && (
        <TileOverlay
          player={player}
          tile={tile}
          camera={camera}
          permissions={permissions}
          expanded={expanded}
          onExpand={onExpand}
          onClose={onClose}
        />
      )}
    </article>
  );
}

interface OverlayProps extends Omit<Props, "videoPreference" | "hidden"> {
  player: Player;
  tile: React.RefObject<HTMLElement | null>;
}

function TileOverlay({ player, tile, camera, permissions, expanded, onExpand, onClose }: OverlayProps) {
  const t = useT("mosaicTile");
  const state = useStore(player.$state);
  const error = useStore(player.$error);
  const viewers = useStore(player.$viewers);
  const username = dataOf(useStore($userInfo))?.username;
  // Presets created in this tile join the mosaic's list (document 3 §2.2: Presets (New, Settings)).
  const [presets, setPresets] = useState(camera.presets);
  const [menu, setMenu] = useState<Menu | null>(null);
  const status = tileStatus(state, error);
  const viewOnly = viewers.status === "success" && isViewOnly(viewers.data, username);
  const controls = tileControls(camera, permissions, state.status, viewOnly);
  const openMenu = menu && controls[menu] ? menu : null;
  // Held by the tile, so a light switched on stays on (and reverts) while its menu is closed.
  const lights = useCameraLights(camera);

  // The main stream in full screen, the substream in the grid (document 3 §2.5).
  useEffect(() => player.setQuality(expanded ? "main" : "sub"), [player, expanded]);
  // Leaving the browser's full screen (Escape) leaves the expanded tile too.
  const leave = useRef(onExpand);
  leave.current = onExpand;
  useEffect(() => {
    if (!expanded) return;
    let entered = false;
    const change = () => {
      const root = tile.current?.getRootNode() as ShadowRoot | Document | undefined;
      const inFullScreen = root?.fullscreenElement === tile.current;
      if (inFullScreen) entered = true;
      else if (entered) leave.current(false);
    };
    document.addEventListener("fullscreenchange", change);
    return () => document.removeEventListener("fullscreenchange", change);
  }, [expanded, tile]);

  const toggleFullScreen = () => {
    if (expanded) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      onExpand(false);
      return;
    }
    // Shown full screen when the browser allows it, else expanded over the mosaic area.
    void tile.current?.requestFullscreen?.().catch(() => undefined);
    onExpand(true);
  };
  const button = (name: IconName, label: string, onClick: () => void, pressed?: boolean) => (
    <button
      type="button"
      className="tile-button"
      part="tile-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon name={name} />
    </button>
  );
  const menuButton = (name: Menu) =>
    controls[name] && button(name, t(name), () => setMenu(openMenu === name ? null : name), openMenu === name);

  return (
    <>
      <header className="tile-top">
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
        {onClose && button("close", t("close", { camera: camera.cameraName }), onClose)}
      </header>
      {status.kind !== "playing" && (
        <div className="tile-status" part="tile-status" role="status" aria-busy={status.kind === "connecting"}>
          {status.kind === "connecting" && <span className="tile-spinner" role="img" aria-label={t("connecting")} />}
          {status.messageKey && <span>{t(status.messageKey)}</span>}
          {status.retry && (
            <button type="button" className="tile-retry" onClick={() => player.retry()}>
              {t("core:status.retry")}
            </button>
          )}
        </div>
      )}
      <div className="tile-tools">
        {menuButton("presets")}
        {menuButton("snapshot")}
        {menuButton("lights")}
        {controls.fullScreen && <FullScreenButton on={expanded} onClick={toggleFullScreen} />}
      </div>
      {openMenu && (
        <div
          className={`tile-menu tile-menu-${openMenu}`}
          part="menu"
          role="group"
          aria-label={t(openMenu)}
          onKeyDown={(event) => event.key === "Escape" && setMenu(null)}
        >
          {openMenu === "presets" && (
            <PresetsMenu
              camera={camera}
              presets={presets}
              onCreated={(created) => setPresets((all) => [...all, created])}
            />
          )}
          {openMenu === "snapshot" && <SnapshotMenu camera={camera} />}
          {openMenu === "lights" && lights && <LightsMenu lights={lights} />}
        </div>
      )}
    </>
  );
}
