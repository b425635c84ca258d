import { relayEffect, MOVE_MS, PATROL_DWELL_MS } from "../camera-state";
import type { CameraInfo } from "../camera-directory";
import { IDLE_STATE, type FrameState, type View } from "../scene/render-frame";

/**
 * What a camera showed at a past moment, as far as the server keeps it: relays in their default
 * states, and a PTZ camera with two or more presets on patrol (the tour is a function of time).
 * With `presetId`, the picture through that preset (history images).
 */
export function pastFrameState(camera: CameraInfo, t: number, presetId?: number): FrameState {
  const relays = camera.capabilities.relayActions;
  const defaultOn = (effect: ReturnType<typeof relayEffect>) =>
    relays.some((r) => relayEffect(r.relayName) === effect && r.stateDefault === "on");
  const hasIrRelay = relays.some((r) => relayEffect(r.relayName) === "ir");
  const base: FrameState = {
    ...IDLE_STATE,
    ir: hasIrRelay ? defaultOn("ir") : camera.capabilities.lightInfared,
    flood: defaultOn("flood"),
    heaterOn: defaultOn("heater"),
  };
  const preset = presetId === undefined ? undefined : camera.presets.find((p) => p.id === presetId);
  if (preset) return { ...base, view: preset.view, presetName: preset.name };
  if (camera.ptz && camera.presets.length >= 2) {
    const n = camera.presets.length;
    const slot = Math.floor(t / PATROL_DWELL_MS);
    const current = camera.presets[slot % n]!;
    const previous = camera.presets[(slot - 1 + n) % n]!;
    const into = t - slot * PATROL_DWELL_MS;
    const f = into >= MOVE_MS ? 1 : 1 - (1 - into / MOVE_MS) ** 3;
    const lerp = (a: View, b: View): View => ({
      pan: a.pan + (b.pan - a.pan) * f,
      tilt: a.tilt + (b.tilt - a.tilt) * f,
      zoom: a.zoom + (b.zoom - a.zoom) * f,
    });
    return { ...base, view: lerp(previous.view, current.view), presetName: current.name, patrol: "touring" };
  }
  const home = camera.presets.find((p) => p.isHome) ?? camera.presets[0];
  return home ? { ...base, view: home.view, presetName: home.name } : base;
}
