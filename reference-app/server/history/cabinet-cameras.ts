import type { Database } from "better-sqlite3";
import * as z from "zod";
import type { Capabilities, CameraPermissions } from "../../../widgets/core/schemas";
import { derivedPresetView, type CameraInfo } from "../cameras/camera-directory";
import { sceneSpec } from "../cameras/scene/scene-spec";
import { CABINET_JOINS, cameraPlace, LOCATION_COLUMNS, LocationColumnsSchema } from "../units";
import { cabinetOfPreset, cabinetPresets } from "./cabinet-presets";
import { cabinetImagesEnd, cabinetImagesStart } from "./recording-window";

/**
 * The camera whose archived images an archive cabinet keeps, for the history images only: a fixed
 * camera at the cabinet's location whose images run from the cabinet's `archiveImagesStart` to its
 * `archiveImagesEnd` (the archive is of the past, never of today). It is
 * never a camera of the directory (it cannot be streamed, commanded or asked for video); only the
 * preset image calls reach it, through `createImageCameras`.
 */
export const CABINET_CAMERA_ID_BASE = 20_000_000;

const CabinetRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  camera_name: z.string().nullable(),
  client_id: z.number(),
  client_name: z.string(),
  location_id: z.number().nullable(),
  ...LocationColumnsSchema.shape,
});

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
export function cabinetCameraInfo(row: z.infer<typeof CabinetRowSchema>, now: number): CameraInfo {
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

/**
 * The camera behind a preset for the history images: the directory's camera for a camera preset,
 * the cabinet's archive camera for a cabinet preset.
 */
export function createImageCameras(
  db: Database,
  directory: { presetCamera(presetId: number): number | null; camera(id: number): CameraInfo | null },
  now: () => number = Date.now,
) {
  const cabinet = db.prepare(`SELECT a.id, a.name, a.camera_name, a.client_id, c.name AS client_name, a.location_id,
      ${LOCATION_COLUMNS} FROM ${CABINET_JOINS} WHERE a.id = ?`);
  return {
    /** The camera whose images this preset holds, or null for an unknown preset. */
    ofPreset(presetId: number): CameraInfo | null {
      const cameraId = directory.presetCamera(presetId);
      if (cameraId !== null) return directory.camera(cameraId);
      const cabinetId = cabinetOfPreset(presetId);
      const raw = cabinetId === null ? undefined : cabinet.get(cabinetId);
      return raw === undefined ? null : cabinetCameraInfo(CabinetRowSchema.parse(raw), now());
    },
  };
}
export type ImageCameras = ReturnType<typeof createImageCameras>;
