import type { QueryDb } from "../db/query-layer";
import type { Capabilities, CameraPermissions } from "../../../widgets/core/schemas";
import { derivedPresetView, sceneSpec, type CameraInfo } from "../cameras";
import { cameraPlace } from "../units";
import { cabinetRecord } from "./history.queries";
import { cabinetOfPreset, cabinetPresets } from "./cabinet-presets";
import { cabinetImagesEnd, cabinetImagesStart } from "../cameras";

/**
 * The camera whose archived images an archive cabinet keeps, for the history images only: a fixed
 * camera at the cabinet's location whose images run from the cabinet's `archiveImagesStart` to its
 * `archiveImagesEnd` (the archive is of the past, never of today). It is
 * never a camera of the directory (it cannot be streamed, commanded or asked for video); only the
 * preset image calls reach it, through the camera service's `imageCameras`.
 */
export const CABINET_CAMERA_ID_BASE = 20_000_000;

type CabinetRow = NonNullable<Awaited<ReturnType<typeof cabinetRecord>>>;

const NO_CAPABILITIES: Capabilities = {
  webrtc: false,
  presets: true,
  position: false,
  pan: false,
  panStop: false,
  zoom: false,
  clickToCenter: false,
  snapshot: false,
  heater: false,
  home: false,
  autofocus: false,
  lightInternal: false,
  lightInfared: false,
  speakerTalkdown: false,
  speakerSounds: [],
  relayActions: [],
};
const NO_PERMISSIONS: CameraPermissions = {
  controlPresets: false,
  controlPtzf: false,
  speakerTalkdown: false,
  quickSounds: false,
  suspendPatrol: false,
};

/** The archive camera of a cabinet at `now` (images from its `archiveImagesStart`). */
export function cabinetCameraInfo(row: CabinetRow, now: number): CameraInfo {
  const id = CABINET_CAMERA_ID_BASE + row.id;
  return {
    id,
    name: row.camera_name ?? row.name,
    position: 1,
    ptz: false,
    active: false,
    liveUnitId: 0,
    liveUnitName: row.name,
    serial: "",
    clientId: row.client_id,
    clientName: row.client_name,
    locationId: row.location_id,
    ...cameraPlace(row),
    dateActivated: cabinetImagesStart(row.id, now),
    // The archive ended when the camera was removed: no images after it.
    dateDeactivated: cabinetImagesEnd(row.id, now),
    capabilities: NO_CAPABILITIES,
    permissions: NO_PERMISSIONS,
    thumbnailPresetId: cabinetPresets(row.id)[0]?.id ?? null,
    presets: cabinetPresets(row.id).map((p) => ({
      id: p.id,
      name: p.name,
      isHome: p.isHome,
      isDefault: p.isDefault,
      view: derivedPresetView(p.id, p.isHome, false),
    })),
    health: { color: "grey", status: "Archive", flapping: false, startColor: null, overlay: null },
    scene: sceneSpec(id, { ptz: false }),
  };
}

/** The archive cameras of cabinets, behind the cabinet presets (the cameras' own presets are theirs). */
export function createArchiveCameras(db: QueryDb, now: () => number = Date.now) {
  return {
    /** The archive camera whose images this cabinet preset holds, or null. */
    async ofPreset(presetId: number): Promise<CameraInfo | null> {
      const cabinetId = cabinetOfPreset(presetId);
      const row = cabinetId === null ? undefined : await cabinetRecord(db, cabinetId);
      return row === undefined ? null : cabinetCameraInfo(row, now());
    },
  };
}
