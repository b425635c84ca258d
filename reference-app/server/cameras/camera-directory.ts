import type { Database } from "better-sqlite3";
import * as z from "zod";
import {
  CameraPermissionsSchema,
  type Capabilities,
  type CameraPermissions,
  type Preset,
  type RelayAction,
} from "../../../widgets/core/schemas";
import { cameraPlace, LOCATION_COLUMNS, LocationColumnsSchema, UNIT_JOINS } from "../units";
import { hash01 } from "./scene/agents";
import { HOME_VIEW, type View } from "./scene/render-frame";
import { sceneSpec, type SceneSpec } from "./scene/scene-spec";

/** Relay actions as the seed stores them (`stateDefault` as a boolean). */
const StoredRelaySchema = z.object({
  relayName: z.string(),
  uiLabel: z.string(),
  stateDefault: z.union([z.boolean(), z.enum(["on", "off"])]),
  reportStates: z.boolean(),
  delay: z.number().int().nonnegative().nullable(),
});
const StoredCapabilitiesSchema = z.object({
  webrtc: z.boolean(),
  presets: z.boolean(),
  position: z.boolean(),
  pan: z.boolean(),
  panStop: z.boolean(),
  zoom: z.boolean(),
  clickToCenter: z.boolean(),
  snapshot: z.boolean(),
  heater: z.boolean(),
  home: z.boolean(),
  autofocus: z.boolean(),
  lightInternal: z.boolean(),
  lightInfared: z.boolean(),
  speakerTalkdown: z.boolean(),
  speakerSounds: z.array(z.object({ id: z.number().int().positive(), label: z.string() })),
  relayActions: z.array(StoredRelaySchema),
});

/** The capabilities of the contract from what the seed stored. */
export function toCapabilities(stored: unknown): Capabilities {
  const c = StoredCapabilitiesSchema.parse(stored);
  const relayActions: RelayAction[] = c.relayActions.map((r) => ({
    ...r,
    stateDefault: typeof r.stateDefault === "boolean" ? (r.stateDefault ? "on" : "off") : r.stateDefault,
  }));
  return { ...c, relayActions };
}

const CameraRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  active: z.number(),
  capabilities: z.string(),
  permissions: z.string(),
  thumbnail_preset_id: z.number().nullable(),
  health_color: z.string(),
  health_status: z.string(),
  health_flapping: z.number(),
  patrol_suspended: z.number(),
  live_unit_id: z.number(),
  live_unit_name: z.string(),
  serial: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  location_id: z.number().nullable(),
  ...LocationColumnsSchema.shape,
  date_activated: z.string().nullable(),
  date_deactivated: z.string().nullable(),
  health_start_color: z.string().nullable(),
  unit_overlay: z.string().nullable(),
});

const PresetRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_home: z.number(),
  is_default: z.number(),
  pan: z.number().nullable(),
  tilt: z.number().nullable(),
  zoom: z.number().nullable(),
});

export interface CameraPreset extends Preset {
  isDefault: boolean;
  view: View;
}

/** Everything the cameras need to know about one camera, read once and cached. */
export interface CameraInfo {
  id: number;
  name: string;
  /** 0 is the unit's PTZ camera; 1 and 2 are fixed. */
  position: number;
  ptz: boolean;
  active: boolean;
  liveUnitId: number;
  liveUnitName: string;
  serial: string;
  clientId: number;
  clientName: string;
  locationId: number | null;
  locationName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  timeZone: string;
  dateActivated: string | null;
  dateDeactivated: string | null;
  capabilities: Capabilities;
  permissions: CameraPermissions;
  thumbnailPresetId: number | null;
  presets: CameraPreset[];
  health: { color: string; status: string; flapping: boolean; startColor: string | null; overlay: string | null };
  scene: SceneSpec;
}

/** Where a seeded preset points: home looks straight ahead; the others are spread over the scene. */
export function derivedPresetView(presetId: number, isHome: boolean, ptz: boolean): View {
  if (isHome) return HOME_VIEW;
  if (!ptz) return { pan: (hash01(presetId, 1) - 0.5) * 0.4, tilt: 0.05, zoom: 1.3 + hash01(presetId, 2) * 0.4 };
  return {
    pan: (hash01(presetId, 1) - 0.5) * 1.6,
    tilt: (hash01(presetId, 3) - 0.5) * 0.5,
    zoom: 1 + hash01(presetId, 2) * 2.2,
  };
}

/** Reads cameras (with their unit, client, location and presets) and keeps them cached. */
export function createCameraDirectory(db: Database) {
  const cameraStmt = db.prepare(`SELECT k.id, k.name, k.position, k.active, k.capabilities, k.permissions,
      k.thumbnail_preset_id, k.health_color, k.health_status, k.health_flapping, k.patrol_suspended,
      u.id AS live_unit_id, u.name AS live_unit_name, u.serial, u.client_id, c.name AS client_name, u.location_id,
      ${LOCATION_COLUMNS}, u.date_activated, u.date_deactivated, u.health_start_color, u.health_overlay AS unit_overlay
    FROM ${UNIT_JOINS} JOIN cameras k ON k.live_unit_id = u.id WHERE k.id = ?`);
  const presetStmt = db.prepare(`SELECT p.id, p.name, p.is_home, p.is_default, v.pan, v.tilt, v.zoom
    FROM presets p LEFT JOIN camera_preset_views v ON v.preset_id = p.id WHERE p.camera_id = ? ORDER BY p.id`);
  const presetCameraStmt = db.prepare("SELECT camera_id FROM presets WHERE id = ?").pluck();
  const unitCamerasStmt = db.prepare("SELECT id FROM cameras WHERE live_unit_id = ? ORDER BY position").pluck();
  const locationCamerasStmt = db
    .prepare(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.location_id = ? ORDER BY u.id, k.position`,
    )
    .pluck();
  const cache = new Map<number, CameraInfo>();

  const load = (id: number): CameraInfo | null => {
    const raw = cameraStmt.get(id);
    if (raw === undefined) return null;
    const row = CameraRowSchema.parse(raw);
    const ptz = row.position === 0;
    const presets = z
      .array(PresetRowSchema)
      .parse(presetStmt.all(id))
      .map((p) => ({
        id: p.id,
        name: p.name,
        isHome: p.is_home === 1,
        isDefault: p.is_default === 1,
        view:
          p.pan !== null && p.tilt !== null && p.zoom !== null
            ? { pan: p.pan, tilt: p.tilt, zoom: p.zoom }
            : derivedPresetView(p.id, p.is_home === 1, ptz),
      }));
    return {
      id: row.id,
      name: row.name,
      position: row.position,
      ptz,
      active: row.active === 1,
      liveUnitId: row.live_unit_id,
      liveUnitName: row.live_unit_name,
      serial: row.serial,
      clientId: row.client_id,
      clientName: row.client_name,
      locationId: row.location_id,
      ...cameraPlace(row),
      dateActivated: row.date_activated,
      dateDeactivated: row.date_deactivated,
      capabilities: toCapabilities(JSON.parse(row.capabilities)),
      permissions: CameraPermissionsSchema.parse(JSON.parse(row.permissions)),
      thumbnailPresetId: row.thumbnail_preset_id,
      presets,
      health: {
        color: row.health_color,
        status: row.health_status,
        flapping: row.health_flapping === 1,
        startColor: row.health_start_color,
        overlay: row.patrol_suspended === 1 ? "pause" : null,
      },
      scene: sceneSpec(row.id, { ptz }),
    };
  };

  return {
    /** The camera, or null when there is none. */
    camera(id: number): CameraInfo | null {
      let info = cache.get(id);
      if (!info) {
        const loaded = load(id);
        if (!loaded) return null;
        info = loaded;
        if (cache.size > 5000) cache.clear();
        cache.set(id, info);
      }
      return info;
    },
    /** Forget a camera's cached record (after its presets or state changed in the database). */
    invalidate(id: number): void {
      cache.delete(id);
    },
    /** The camera a preset belongs to. */
    presetCamera(presetId: number): number | null {
      const id = presetCameraStmt.get(presetId);
      return typeof id === "number" ? id : null;
    },
    unitCameraIds(liveUnitId: number): number[] {
      return unitCamerasStmt.all(liveUnitId) as number[];
    },
    /** Every camera at a location (every camera of the unit when the unit has no location). */
    locationCameraIds(camera: CameraInfo): number[] {
      if (camera.locationId === null) return this.unitCameraIds(camera.liveUnitId);
      return locationCamerasStmt.all(camera.locationId) as number[];
    },
  };
}
export type CameraDirectory = ReturnType<typeof createCameraDirectory>;
