/**
 * The units feature's public module: what other features (cameras, history, favourites) may use.
 * Nothing outside `units/` imports its other files.
 */
export {
  createUnitQueries,
  findCabinet,
  findUnit,
  thumbnailUrl,
  unitCameras,
  type CabinetRecord,
  type CameraRecord,
  type UnitRecord,
} from "./unit.queries";
export {
  CABINET_JOINS,
  cameraPlace,
  fromCabinetsWithPlace,
  fromUnitsWithPlace,
  LOCATION_COLUMNS,
  LOCATION_SELECTION,
  LocationColumnsSchema,
  UNIT_JOINS,
} from "./place.queries";
