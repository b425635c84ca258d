import { useStore } from "@nanostores/react";
import type { RefObject } from "react";
import type { Lights } from "../../core/camera/relay-switches";
import type { Preset } from "../../core/schemas/stream";
import type { MosaicCamera } from "../../core/schemas/mosaic";
import type { Player } from "../../core/video";
import { usePopup } from "../popup/use-popup";
import { useT } from "../use-t";
import { LightsMenu, PresetsMenu, SnapshotMenu } from "./tile-menus";
import { TileSettingsMenu } from "./tile-settings-menu";

export type TileMenuName = "presets" | "snapshot" | "lights" | "settings";

interface Props {
  name: TileMenuName;
  tile: RefObject<HTMLElement | null>;
  camera: MosaicCamera;
  player: Player;
  /** The tile's presets: the mosaic's, plus those created in it. */
  presets: Preset[];
  onPresetCreated(preset: Preset): void;
  lights: Lights | null;
  stats: boolean;
  onStats(on: boolean): void;
  onClose(): void;
}

/** Document 3 §2.5: a tile's menu is at most its height minus 60 px (the presets list 250 px), never under 3 rows. */
const MIN_MENU_PX = 120;

/**
 * A tile's open menu, as a popup beside its button that flips or shifts to stay in the viewport
 * (ui/popup): Presets, Snapshot, Lights or the video settings. Escape closes it and focus returns
 * to the button.
 */
export function TileMenu(props: Props) {
  const { name, tile, camera, player, presets, lights, stats, onStats, onClose } = props;
  const t = useT("mosaicTile");
  const playing = useStore(player.$quality).playing;
  const popup = usePopup<HTMLDivElement>({
    anchor: () => tile.current?.querySelector<HTMLElement>(`[data-menu="${name}"]`) ?? null,
    onClose,
    placement: "top-end",
    maxHeight: () => {
      const height = tile.current?.clientHeight ?? 0;
      const limit = Math.max(MIN_MENU_PX, height - 60);
      return name === "presets" ? Math.min(250, limit) : limit;
    },
  });
  return (
    <div ref={popup} className={`tile-menu tile-menu-${name}`} part="menu" role="group" aria-label={t(name)}>
      {name === "presets" && <PresetsMenu camera={camera} presets={presets} onCreated={props.onPresetCreated} />}
      {name === "snapshot" && <SnapshotMenu camera={camera} />}
      {name === "lights" && lights && <LightsMenu lights={lights} />}
      {name === "settings" && <TileSettingsMenu playing={playing} stats={stats} onStats={onStats} />}
    </div>
  );
}
