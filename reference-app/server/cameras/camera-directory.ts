import * as zm from "zod/mini";
import {
  CameraPermissionsSchema,
  CapabilitiesSchema,
  RelayActionSchema,
  type Capabilities,
  type CameraPermissions,
  type Preset,
  type RelayAction,
} from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";
import { cameraPlace } from "../units";
import { cameraPresetRows, cameraRecord, locationCameraIds, presetCameraId, unitCameraIds } from "./cameras.queries";
import { hash01 } from "./scene/agents";
import { HOME_VIEW, type View } from "./scene/render-frame";
import { sceneSpec, type SceneSpec } from "./scene/scene-spec";

/** Relay actions as the seed stores them (`stateDefault` may be a boolean). */
const StoredRelaySchema = zm.extend(RelayActionSchema, {
  stateDefault: zm.union([zm.boolean(), zm.enum(["on", "off"])]),
});
/** Capabilities as the seed stores them: the contract's, but for the relays' `stateDefault`. */
const StoredCapabilitiesSchema = zm.extend(CapabilitiesSchema, { relayActions: zm.array(StoredRelaySchema) });

/** The capabilities of the contract from what the seed stored. */
export function toCapabilities(stored: unknown): Capabilities {
  const c = StoredCapabilitiesSchema.parse(stored);
  const relayActions: RelayAction[] = c.relayActions.map((r) => ({
    ...r,
    stateDefault: typeof r.stateDefault === "boolean" ? (r.stateDefault ? "on" : "off") : r.stateDefault,
  }));
  return { ...c, relayActions };
}

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

/**
 * Reads cameras (with their unit, client, location and presets) and keeps them cached: a cached
 * camera costs no query (`cached` answers at once, for the live feeds' frames).
 */
export function createCameraDirectory(query: QueryDb) {
  const cache = new Map<number, CameraInfo>();

  const load = async (id: number): Promise<CameraInfo | null> => {
    const [row, presetRows] = await Promise.all([cameraRecord(query, id), cameraPresetRows(query, id)]);
    if (row === undefined) return null;
    const ptz = row.position === 0;
    const presets = presetRows.map((p) => ({
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
    async camera(id: number): Promise<CameraInfo | null> {
      const known = cache.get(id);
      if (known) return known;
      const loaded = await load(id);
      if (!loaded) return null;
      if (cache.size > 5000) cache.clear();
      cache.set(id, loaded);
      return loaded;
    },
    /** The camera if it is cached (no query), else undefined. */
    cached(id: number): CameraInfo | undefined {
      return cache.get(id);
    },
    /** Forget a camera's cached record (after its presets or state changed in the database). */
    invalidate(id: number): void {
      cache.delete(id);
    },
    /** The camera a preset belongs to. */
    presetCamera: (presetId: number): Promise<number | null> => presetCameraId(query, presetId),
    unitCameraIds: (liveUnitId: number): Promise<number[]> => unitCameraIds(query, liveUnitId),
    /** Every camera at a location (every camera of the unit when the unit has no location). */
    locationCameraIds(camera: CameraInfo): Promise<number[]> {
      if (camera.locationId === null) return unitCameraIds(query, camera.liveUnitId);
      return locationCameraIds(query, camera.locationId);
    },
  };
}
export type CameraDirectory = ReturnType<typeof createCameraDirectory>;
