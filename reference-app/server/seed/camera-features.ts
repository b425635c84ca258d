import type { Random } from "./prng";

export interface UnitFeatures {
  lights: boolean;
  manyLights: boolean;
  heater: boolean;
  sounds: boolean;
  talkdown: boolean;
  ptzClick: boolean;
}

interface RelayAction {
  relayName: string;
  uiLabel: string;
  stateDefault: boolean;
  reportStates: boolean;
  delay: number;
}

const LIGHTS: RelayAction[] = [
  { relayName: "strobe", uiLabel: "Strobe", stateDefault: false, reportStates: true, delay: 60000 },
  { relayName: "irlight", uiLabel: "IR Light", stateDefault: true, reportStates: true, delay: 60000 },
  { relayName: "camera_light", uiLabel: "Camera Light", stateDefault: false, reportStates: true, delay: 30000 },
  {
    relayName: "flood_light_north",
    uiLabel: "Flood Light North",
    stateDefault: false,
    reportStates: false,
    delay: 60000,
  },
  {
    relayName: "flood_light_south",
    uiLabel: "Flood Light South",
    stateDefault: false,
    reportStates: false,
    delay: 60000,
  },
  { relayName: "red_blue_strobe", uiLabel: "Red/Blue Strobe", stateDefault: false, reportStates: true, delay: 120000 },
];

/** Capabilities of one camera (document 3 §3); the PTZ camera (position 0) carries the unit's relays. */
export function cameraCapabilities(rng: Random, position: number, unit: UnitFeatures, soundLabels: readonly string[]) {
  const ptz = position === 0;
  const relayActions: RelayAction[] = [];
  if (ptz && unit.lights) relayActions.push(...LIGHTS.slice(0, unit.manyLights ? 6 : rng.int(1, 3)));
  if (ptz && unit.heater)
    relayActions.push({ relayName: "heater", uiLabel: "Heater", stateDefault: false, reportStates: true, delay: 0 });
  if (ptz && rng.chance(0.2))
    relayActions.push({ relayName: "siren", uiLabel: "Siren", stateDefault: false, reportStates: false, delay: 15000 });
  const speakerSounds =
    ptz && unit.sounds
      ? soundLabels.slice(0, rng.int(2, soundLabels.length)).map((label, i) => ({ id: i + 1, label }))
      : [];
  return {
    webrtc: rng.chance(0.85),
    presets: true,
    position: ptz,
    pan: ptz,
    panStop: ptz,
    zoom: ptz,
    clickToCenter: ptz && unit.ptzClick,
    snapshot: rng.chance(0.9),
    heater: ptz && unit.heater,
    home: true,
    autofocus: ptz && rng.chance(0.6),
    lightInternal: ptz && unit.lights && rng.chance(0.5),
    lightInfared: ptz && rng.chance(0.5),
    speakerTalkdown: ptz && unit.talkdown,
    speakerSounds,
    relayActions,
  };
}

/** Control permissions on one camera (document 3 §3). */
export function cameraPermissions(rng: Random, permissive: boolean) {
  const p = permissive ? 0.97 : 0.4;
  return {
    controlPresets: rng.chance(p),
    controlPtzf: rng.chance(p),
    speakerTalkdown: rng.chance(p),
    quickSounds: rng.chance(p),
    suspendPatrol: rng.chance(p * 0.8),
  };
}
