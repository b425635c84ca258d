import css from "./mosaic-tile.css?inline";

/**
 * What every mosaic of live tiles shares (`<vms-mosaic>` and the live-unit view of
 * `<vms-alert-view>`): the layout table of document 3 §2.2 and the grid that applies it, the
 * orientation of the mosaic area, one engine player per tile with the state it shows, the live
 * camera tile with its menus (Snapshot / Presets / Lights per the mosaic permissions), and the
 * tiles' full-screen button and light switches.
 */
export { mosaicLayout, orientationOf, LAYOUT_TABLE, type MosaicLayout, type Orientation } from "./mosaic-layout";
export { useOrientation } from "./use-orientation";
export { tileStatus, useTilePlayer, type TileStatus } from "./use-tile-player";
export { MosaicGrid, useExpandedTile, type TileExpansion } from "./mosaic-grid";
export { MosaicTile } from "./mosaic-tile";
export { LightsMenu } from "./tile-menus";
export { useCameraLights } from "./use-camera-lights";
export { FullScreenButton } from "./full-screen-button";
export { useFullScreen } from "./use-full-screen";
export { Icon as TileIcon } from "./tile-icons";
export { shownCameras, tileControls, type TileControls } from "./tile-rules";

/** The shared sheet of the grid and the tiles: add it to a widget's `styles` when it renders them. */
export const mosaicTileStyles = css;
