import "./mosaic.catalogue";

export { Mosaic, type MosaicProps } from "./mosaic";
export { mosaicSpec, TileCloseDetailSchema } from "./mosaic.spec";
export { mosaicLayout, LAYOUT_TABLE, type MosaicLayout, type Orientation } from "../core/mosaic";
