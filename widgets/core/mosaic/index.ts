/**
 * What every mosaic of live tiles shares (`<vms-mosaic>` and the live mode of `<vms-alert-view>`):
 * the layout table of document 3 §2.2, the orientation of the mosaic area, and one engine player
 * per tile with the state it shows.
 */
export { mosaicLayout, orientationOf, LAYOUT_TABLE, type MosaicLayout, type Orientation } from "./mosaic-layout";
export { useOrientation } from "./use-orientation";
export { tileStatus, useTilePlayer, type TileStatus } from "./use-tile-player";
