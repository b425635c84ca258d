import type { SceneSpec } from "./scene-spec";

/** A thing in the scene at one moment: a vehicle or a person (the alert subjects add objects). */
export interface Agent {
  kind: "vehicle" | "person" | "object";
  /** Centre across the panorama (u) and base line (v). */
  u: number;
  v: number;
  direction: 1 | -1;
  color: string;
  /** Walking or driving phase, for the legs' and wheels' animation. */
  step: number;
}

/** 0..1 hash of two integers. */
export function hash01(a: number, b: number): number {
  let t = (Math.imul(a, 0x85ebca6b) ^ Math.imul(b + 0x165667b1, 0xc2b2ae35)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The agents of a scene at `ms`. Each agent crosses the panorama once per lane period (and is
 * off-screen for part of it); whether it comes at all on a given crossing depends on the
 * activity of the hour (busier by day), so the scene is a pure function of time.
 */
export function agentsAt(scene: SceneSpec, ms: number, daylightLevel: number): Agent[] {
  const seconds = ms / 1000;
  const activity = 0.25 + 0.7 * daylightLevel;
  const agents: Agent[] = [];
  for (const lane of scene.lanes) {
    for (const a of lane.agents) {
      const progress = seconds / lane.period + a.phase;
      const crossing = Math.floor(progress);
      if (hash01(a.seed, crossing) > activity) continue;
      const f = progress - crossing;
      const along = -0.15 + f * 1.3; // off-screen at both ends of a crossing
      const u = lane.direction === 1 ? along : 1 - along;
      if (u < -0.1 || u > 1.1) continue;
      const wobble = lane.kind === "person" ? (hash01(a.seed, crossing + 7) - 0.5) * 0.05 : 0;
      agents.push({
        kind: lane.kind,
        u,
        v: lane.v + wobble,
        direction: lane.direction,
        color: a.color,
        step: lane.kind === "person" ? seconds * 2.2 : seconds * 6,
      });
    }
  }
  return agents.sort((a, b) => a.v - b.v);
}
