import { PRESET_NAMES } from "../seed/names";
import { unitFraction } from "../cameras";

/**
 * Presets of archive cabinets. A cabinet keeps the archived images of one camera of a removed
 * unit: one to three presets, the first its Home (and the default). They are derived from the
 * cabinet id (no table), with ids far above camera presets' so one `presetIds` list names either
 * kind without ambiguity.
 */
export const CABINET_PRESET_ID_BASE = 10_000_000;
const PER_CABINET = 4;

export interface CabinetPreset {
  id: number;
  archiveCabinetId: number;
  name: string;
  isHome: boolean;
  isDefault: boolean;
}

export function cabinetPresets(cabinetId: number): CabinetPreset[] {
  const count = 1 + Math.floor(unitFraction(cabinetId, 0x9e5) * 3);
  return Array.from({ length: count }, (_, p) => ({
    id: CABINET_PRESET_ID_BASE + cabinetId * PER_CABINET + p,
    archiveCabinetId: cabinetId,
    name: p === 0 ? "Home" : (PRESET_NAMES[(cabinetId + p) % PRESET_NAMES.length] ?? "Preset"),
    isHome: p === 0,
    isDefault: p === 0,
  }));
}

/** The cabinet a preset id belongs to, or null for a camera preset. */
export function cabinetOfPreset(presetId: number): number | null {
  if (presetId < CABINET_PRESET_ID_BASE) return null;
  const offset = presetId - CABINET_PRESET_ID_BASE;
  const cabinetId = Math.floor(offset / PER_CABINET);
  const index = offset % PER_CABINET;
  if (cabinetId < 1 || index >= cabinetPresets(cabinetId).length) return null;
  return cabinetId;
}
