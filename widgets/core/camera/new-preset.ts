import { callApi } from "../api/call-api";
import { stream } from "../contract/stream-calls";
import type { Preset } from "../schemas/stream";

/**
 * The 'New Preset' form (document 3 §2.1, §2.2, §5) of the stream page's Presets menu and of a
 * mosaic tile's: closed, open with a name, saving. Save needs a name and a streaming camera; an
 * empty submit is ignored; a failed save keeps the form open with the name.
 */
export type NewPresetForm = { mode: "closed" } | { mode: "open"; draft: string } | { mode: "saving"; draft: string };

export function canSaveNewPreset(form: NewPresetForm, cameraId: number | null): boolean {
  return form.mode === "open" && form.draft.trim() !== "" && cameraId !== null;
}

/** Creates a preset at the camera's position (POST /api/vms/presets); a new preset is never home. */
export async function createPreset(cameraId: number, liveUnitId: number, name: string): Promise<Preset> {
  const { data: id } = await callApi(stream.presetCreate, { body: { cameraId, liveUnitId, name } });
  return { id, name: name.trim(), isHome: false };
}
