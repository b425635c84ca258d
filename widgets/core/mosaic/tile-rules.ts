import { isLightRelay } from "../camera/control-rules";
import { MOSAIC_MAX_TILES, type Mosaic, type MosaicCamera, type MosaicUserPermissions } from "../schemas/mosaic";
import type { RelayAction } from "../schemas/stream";
import type { PlayerStatus } from "../video";

/**
 * The tiles shown (document 3 §2.5): cameras with at least one preset, minus those the user closed,
 * at most 36, in the mosaic's order.
 */
export function shownCameras(mosaic: Pick<Mosaic, "cameras">, closed: ReadonlySet<number>): MosaicCamera[] {
  return mosaic.cameras.filter((c) => c.presets.length > 0 && !closed.has(c.cameraId)).slice(0, MOSAIC_MAX_TILES);
}

/** What a tile offers (its close button shows when the mosaic gives a close handler, §2.5). */
export interface TileControls {
  fullScreen: boolean;
  presets: boolean;
  snapshot: boolean;
  lights: boolean;
  /** The video settings (Quality, 'Stats'; issue 21): for every viewer while Active. */
  settings: boolean;
}

/** The lights of a camera: relays whose name holds 'light' or 'strobe' (document 3 §6). */
export function cameraLights(camera: MosaicCamera): RelayAction[] {
  return (camera.capabilities.relayActions ?? []).filter(isLightRelay);
}

/**
 * The controls of a tile (document 3 §2.5 and §6): full screen and the preset menu only while the
 * stream is Active; presets need the camera's controlPresets and the presets or position
 * capability; snapshot the snapshot capability and controlPtzf; lights the mosaic's canControlPtzf
 * (and the camera's controlPtzf) and a light relay. Camera commands are hidden from a view-only viewer.
 */
export function tileControls(
  camera: MosaicCamera,
  permissions: MosaicUserPermissions,
  status: PlayerStatus,
  viewOnly: boolean,
): TileControls {
  const active = status === "active";
  const commands = active && !viewOnly;
  const caps = camera.capabilities;
  return {
    fullScreen: active,
    presets: commands && camera.controlPresets && camera.presets.length > 0 && (!!caps.presets || !!caps.position),
    snapshot: commands && !!caps.snapshot && camera.controlPtzf,
    lights: commands && permissions.canControlPtzf && camera.controlPtzf && cameraLights(camera).length > 0,
    settings: active,
  };
}
