/**
 * The units feature's public module: what other features (cameras, history, favourites) may use.
 * Nothing outside `units/` imports its other files.
 */
export {
  findCabinet,
  findUnit,
  thumbnailUrl,
  unitCameras,
  type CabinetRecord,
  type CameraRecord,
  type UnitRecord,
} from "./unit.queries";
export {
  cameraPlace,
  fromCabinetsWithPlace,
  fromUnitsWithPlace,
  LOCATION_SELECTION,
  LocationColumnsSchema,
} from "./place.queries";
