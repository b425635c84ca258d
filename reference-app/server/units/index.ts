/**
 * The units feature's public module: what other features (cameras, history, favourites) may use.
 * Nothing outside `units/` imports its other files.
 */
export {
  createUnitQueries,
  thumbnailUrl,
  type CabinetRecord,
  type CameraRecord,
  type UnitRecord,
} from "./unit.queries";
export { CABINET_JOINS, cameraPlace, LOCATION_COLUMNS, LocationColumnsSchema, UNIT_JOINS } from "./place.queries";
