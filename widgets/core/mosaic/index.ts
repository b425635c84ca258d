/**
 * What every mosaic of live tiles shares, framework-free (`<vms-mosaic>` and the live-unit view of
 * `<vms-alert-view>`): the layout table of document 3 §2.2, which cameras are shown, which controls
 * a tile offers (Snapshot / Presets / Lights per the mosaic permissions), what a tile shows over its
 * picture, and the tile's commands. The React grid and tile are in `ui/mosaic`.
 */
export { mosaicLayout, orientationOf, LAYOUT_TABLE, type MosaicLayout, type Orientation } from "./mosaic-layout";
export { tileStatus, type TileStatus } from "./tile-status";
export { shownCameras, tileControls, type TileControls } from "./tile-rules";
