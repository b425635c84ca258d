import { createRandom, type Random } from "../../seed/prng";

/**
 * What a camera looks at: a deterministic scene made from the camera id. The scene is a wide
 * panorama in world units (u across, 0..1; v down, 0..1, horizon near `horizon`), with structures
 * that never move and lanes along which vehicles and people move over time.
 */
export const SCENE_KINDS = ["yard", "street", "building-site", "parking-lot", "loading-dock"] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export type StructureKind = "building" | "container" | "fence" | "pole" | "crane" | "parked-car" | "pile" | "barrier";
export interface Structure {
  kind: StructureKind;
  /** Left edge and width across the panorama (u); base line and height (v). */
  u: number;
  w: number;
  v: number;
  h: number;
  color: string;
  /** Heat 0..1 for thermal cameras. */
  heat: number;
}

export interface Lane {
  kind: "vehicle" | "person";
  /** Base line of the agents on this lane (v). */
  v: number;
  /** Seconds to cross the panorama once. */
  period: number;
  direction: 1 | -1;
  /** Agents on the lane, each with its phase (0..1) and colour. */
  agents: { phase: number; color: string; seed: number }[];
}

export interface SceneSpec {
  cameraId: number;
  kind: SceneKind;
  /** A thermal camera: a palette instead of colours, no daylight. */
  thermal: boolean;
  /** A panoramic (fisheye) camera: a fixed 360° view, dewarped clips. */
  panoramic: boolean;
  horizon: number;
  sky: [string, string];
  ground: [string, string];
  structures: Structure[];
  /** Lamps (u, v) that glow at night. */
  lamps: { u: number; v: number }[];
  lanes: Lane[];
  /** Road band (v from, v to), or null. */
  road: [number, number] | null;
}

const SCENE_SALT = 0x5ce4e;
const CAR_COLOURS = ["#c8ccd0", "#1d1f22", "#8a1c1c", "#1f3f7a", "#e8e8e4", "#6b6f73", "#2f5d3a", "#b08d3c"];
const CLOTHES = ["#2a3d66", "#7a2b2b", "#333333", "#d9a441", "#3c6e47", "#e0e0e0", "#5a3e7a"];
const WALLS = ["#a39282", "#8c8f94", "#b5a58c", "#6f7c85", "#9c6b55", "#c9c2b3"];
const CONTAINERS = ["#a3432f", "#2f5e8c", "#3f7a4a", "#c58b2b", "#6d6d6d", "#8c2f5e"];

/** A stable seed for a camera's scene. */
export function sceneSeed(cameraId: number): number {
  return (Math.imul(cameraId, 0x9e3779b1) ^ SCENE_SALT) >>> 0;
}

function structures(rng: Random, kind: SceneKind, horizon: number): Structure[] {
  const list: Structure[] = [];
  const add = (s: Omit<Structure, "heat"> & { heat?: number }) => list.push({ heat: 0.35, ...s });
  // Distant buildings along the horizon.
  for (let u = -0.02; u < 1;) {
    const w = 0.03 + rng.next() * 0.07;
    add({ kind: "building", u, w, v: horizon + 0.02, h: 0.06 + rng.next() * 0.14, color: rng.pick(WALLS), heat: 0.3 });
    u += w + rng.next() * 0.04;
  }
  const poles = rng.int(3, 6);
  for (let i = 0; i < poles; i++)
    add({ kind: "pole", u: (i + 0.5) / poles + (rng.next() - 0.5) * 0.05, w: 0.004, v: 0.7, h: 0.3, color: "#5b5f63" });
  switch (kind) {
    case "yard":
      add({ kind: "fence", u: 0, w: 1, v: horizon + 0.12, h: 0.07, color: "#7d8288" });
      for (let i = 0; i < rng.int(5, 9); i++) {
        const u = rng.next() * 0.9;
        add({ kind: "container", u, w: 0.08, v: 0.62 + rng.next() * 0.06, h: 0.1, color: rng.pick(CONTAINERS) });
      }
      break;
    case "street":
      for (let u = 0; u < 1;) {
        const w = 0.08 + rng.next() * 0.1;
        add({ kind: "building", u, w, v: 0.6, h: 0.28 + rng.next() * 0.12, color: rng.pick(WALLS), heat: 0.45 });
        u += w + 0.01;
      }
      break;
    case "building-site":
      add({ kind: "building", u: 0.3 + rng.next() * 0.2, w: 0.22, v: 0.62, h: 0.32, color: "#9a9a92", heat: 0.4 });
      add({ kind: "crane", u: 0.15 + rng.next() * 0.6, w: 0.25, v: 0.62, h: 0.55, color: "#e0b020" });
      for (let i = 0; i < rng.int(3, 6); i++)
        add({ kind: "pile", u: rng.next() * 0.9, w: 0.06, v: 0.7 + rng.next() * 0.15, h: 0.05, color: "#8b6a45" });
      add({ kind: "barrier", u: 0, w: 1, v: 0.74, h: 0.025, color: "#e06a1a" });
      break;
    case "parking-lot":
      add({
        kind: "building",
        u: 0.25 + rng.next() * 0.3,
        w: 0.3,
        v: 0.56,
        h: 0.18,
        color: rng.pick(WALLS),
        heat: 0.5,
      });
      for (let row = 0; row < 2; row++)
        for (let i = 0; i < 14; i++)
          if (rng.chance(0.6))
            add({
              kind: "parked-car",
              u: 0.04 + i * 0.066,
              w: 0.045,
              v: 0.68 + row * 0.12,
              h: 0.035 + row * 0.01,
              color: rng.pick(CAR_COLOURS),
              heat: 0.45,
            });
      break;
    case "loading-dock":
      add({ kind: "building", u: 0.05, w: 0.9, v: 0.62, h: 0.24, color: rng.pick(WALLS), heat: 0.45 });
      for (let i = 0; i < 4; i++)
        add({ kind: "container", u: 0.12 + i * 0.2, w: 0.12, v: 0.74, h: 0.12, color: "#d8d8d0", heat: 0.4 });
      break;
  }
  return list;
}

function lanes(rng: Random, kind: SceneKind): Lane[] {
  const lane = (type: Lane["kind"], v: number, period: number, count: number): Lane => ({
    kind: type,
    v,
    period,
    direction: rng.chance(0.5) ? 1 : -1,
    agents: Array.from({ length: count }, (_, i) => ({
      phase: (i + rng.next() * 0.6) / count,
      color: rng.pick(type === "vehicle" ? CAR_COLOURS : CLOTHES),
      seed: rng.int(1, 1 << 30),
    })),
  });
  const result: Lane[] = [];
  const vehicleLanes = kind === "street" ? 2 : kind === "building-site" ? 1 : rng.int(1, 2);
  for (let i = 0; i < vehicleLanes; i++)
    result.push(lane("vehicle", 0.77 + i * 0.06, 14 + rng.next() * 16, rng.int(1, 3)));
  for (let i = 0; i < rng.int(1, 3); i++)
    result.push(lane("person", 0.66 + rng.next() * 0.18, 50 + rng.next() * 60, rng.int(1, 3)));
  return result;
}

/**
 * The scene of a camera: the same id always gives the same scene. About 8 % of cameras are
 * thermal; about 15 % of fixed (non-PTZ) cameras are panoramic.
 */
export function sceneSpec(cameraId: number, options: { ptz: boolean }): SceneSpec {
  const rng = createRandom(sceneSeed(cameraId));
  const kind = rng.pick(SCENE_KINDS);
  const thermal = rng.chance(0.08);
  const panoramic = !options.ptz && !thermal && rng.chance(0.15);
  const horizon = 0.38 + rng.next() * 0.06;
  const lampCount = rng.int(2, 5);
  const lamps = Array.from({ length: lampCount }, (_, i) => ({
    u: (i + 0.3 + rng.next() * 0.4) / lampCount,
    v: 0.42 + rng.next() * 0.1,
  }));
  return {
    cameraId,
    kind,
    thermal,
    panoramic,
    horizon,
    sky: rng.chance(0.7) ? ["#6f9fd8", "#cfe3f5"] : ["#8aa0b4", "#d6dde3"],
    ground: kind === "building-site" ? ["#9b8466", "#6d5a43"] : ["#7d7f7a", "#55585a"],
    structures: structures(rng, kind, horizon),
    lamps,
    lanes: lanes(rng, kind),
    road: kind === "parking-lot" ? null : [0.73, 0.87],
  };
}
