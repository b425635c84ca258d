import { describe, expect, it } from "vitest";
import { isDeactivated } from "../../../widgets/core/units/activation";
import { validCoordinates } from "../../../widgets/core/units/coordinates";
import { FLEET_SIZE, generateFleet, XSS_UNIT_NAME } from "./fleet";
import { FLEET_SEED } from "./prng";

const fleet = generateFleet(FLEET_SEED);

describe("the demo fleet", () => {
  it("has the documented scale", () => {
    expect(fleet.clients).toHaveLength(60);
    expect(fleet.regions).toHaveLength(200);
    expect(fleet.liveUnits).toHaveLength(FLEET_SIZE.liveUnits);
    expect(fleet.cabinets).toHaveLength(2500);
    expect(fleet.cameras).toHaveLength(12000 * 3);
    expect(new Set(fleet.regions.map((r) => r.clientId)).size).toBeGreaterThan(20);
  });

  it("is the same for the same seed and different for another", () => {
    const again = generateFleet(FLEET_SEED);
    expect(again.liveUnits.slice(0, 50)).toEqual(fleet.liveUnits.slice(0, 50));
    expect(again.cabinets.slice(-20)).toEqual(fleet.cabinets.slice(-20));
    const other = generateFleet(FLEET_SEED + 1);
    expect(other.liveUnits.slice(1, 50).map((u) => u.name)).not.toEqual(
      fleet.liveUnits.slice(1, 50).map((u) => u.name),
    );
  });

  it("looks real: unique serials, addresses, unit names", () => {
    const serials = fleet.liveUnits.map((u) => u.serial);
    expect(new Set(serials).size).toBe(serials.length);
    for (const serial of serials) expect(serial).toMatch(/^LVT-[0-9A-F]{6}$/);
    expect(fleet.liveUnits[1]?.name).toMatch(/^(Trailer|Tower|Pole Unit|Skid) \d{4} - .+ .+$/);
    for (const location of fleet.locations.slice(0, 200)) {
      expect(location.street).toMatch(/^\d{3,4} \S/);
      expect(location.zip).toMatch(/^\d{5}$/);
      expect(location.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("holds about 20 units with invalid coordinates, deactivated units and future activations", () => {
    const invalid = fleet.liveUnits.filter((u) => !validCoordinates(u.latitude, u.longitude));
    expect(invalid.length).toBe(20);
    const now = Date.parse("2026-11-22T00:00:00Z");
    const deactivated = fleet.liveUnits.filter((u) => isDeactivated(u.dateActivated, u.dateDeactivated, now));
    expect(deactivated.length).toBeGreaterThan(600);
    expect(deactivated.length).toBeLessThan(1500);
    expect(fleet.liveUnits.some((u) => Date.parse(u.dateActivated ?? "") > now)).toBe(true);
    expect(fleet.liveUnits.some((u) => u.dateDeactivated && Date.parse(u.dateDeactivated) > now)).toBe(true);
  });

  it("has cabinets sharing a position and name, and one very long name", () => {
    const keys = fleet.cabinets.map((c) => `${c.name}|${String(c.latitude)}|${String(c.longitude)}`);
    expect(keys.length - new Set(keys).size).toBeGreaterThan(50);
    expect(Math.max(...fleet.cabinets.map((c) => c.name.length))).toBeGreaterThan(150);
  });

  it("puts the markup-named unit in the operator's client", () => {
    const unit = fleet.liveUnits.find((u) => u.name === XSS_UNIT_NAME);
    expect(unit?.clientId).toBe(1);
  });

  it("gives every camera exactly one home and one default preset, the thumbnail being the default", () => {
    const byCamera = new Map<number, { home: number; def: number; defaultId: number }>();
    for (const p of fleet.presets) {
      const entry = byCamera.get(p.cameraId) ?? { home: 0, def: 0, defaultId: 0 };
      if (p.isHome) entry.home++;
      if (p.isDefault) {
        entry.def++;
        entry.defaultId = p.id;
      }
      byCamera.set(p.cameraId, entry);
    }
    for (const camera of fleet.cameras.slice(0, 3000)) {
      const entry = byCamera.get(camera.id);
      expect(entry?.home).toBe(1);
      expect(entry?.def).toBe(1);
      expect(camera.thumbnailPresetId).toBe(entry?.defaultId);
    }
  });

  it("varies capabilities and health", () => {
    const caps = fleet.cameras.map(
      (c) => JSON.parse(c.capabilities) as { webrtc: boolean; pan: boolean; heater: boolean },
    );
    expect(caps.some((c) => c.webrtc) && caps.some((c) => !c.webrtc)).toBe(true);
    expect(caps.some((c) => c.heater) && caps.some((c) => !c.heater)).toBe(true);
    const colours = new Set(fleet.cameras.map((c) => c.healthColor));
    expect([...colours].sort()).toEqual(["green", "grey", "red", "yellow"]);
    expect(fleet.cameras.some((c) => c.healthFlapping)).toBe(true);
  });
});
