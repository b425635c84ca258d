import css from "./mosaic-tile.css?inline";

/**
 * The React parts every mosaic of live tiles shares (`<vms-mosaic>` and the live-unit view of
 * `<vms-alert-view>`): the grid that applies the layout table (`core/mosaic`), the orientation of the
 * mosaic area, one engine player per tile, the live camera tile with its menus, and the tiles'
 * full-screen button and light switches.
 */
export { useOrientation } from "./use-orientation";
export { useTilePlayer } from "./use-tile-player";
export { MosaicGrid, useExpandedTile, type TileExpansion } from "./mosaic-grid";
export { MosaicTile } from "./mosaic-tile";
export { LightsMenu } from "./tile-menus";
export { useCameraLights } from "./use-camera-lights";
export { FullScreenButton } from "./full-screen-button";
export { useFullScreen } from "./use-full-screen";
export { Icon as TileIcon } from "./tile-icons";

/** The shared sheet of the grid and the tiles: add it to a widget's `styles` when it renders them. */
export const mosaicTileStyles = css;
