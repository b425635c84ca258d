import { describe, expect, it } from "vitest";
import { agentsAt } from "./agents";
import { decodeClock, encodeClock, readClockCode, unwrapClock } from "./clock-code";
import { daylight, daylightAtHour, formatLocalTime, localTime } from "./daylight";
import { FrameRenderer, IDLE_STATE, viewWindow } from "./render-frame";
import { sceneSpec } from "./scene-spec";

const NOON_CHICAGO = Date.parse("2026-11-23T18:00:00Z");
const MIDNIGHT_CHICAGO = Date.parse("2026-11-24T06:00:00Z");

describe("scenes", () => {
  it("are a pure function of the camera id", () => {
    expect(sceneSpec(42, { ptz: true })).toEqual(sceneSpec(42, { ptz: true }));
    expect(sceneSpec(42, { ptz: true })).not.toEqual(sceneSpec(43, { ptz: true }));
  });

  it("vary across the fleet: kinds, thermal and panoramic cameras", () => {
    const scenes = Array.from({ length: 600 }, (_, i) => sceneSpec(i + 1, { ptz: i % 3 === 0 }));
    expect(new Set(scenes.map((s) => s.kind)).size).toBeGreaterThanOrEqual(5);
    const thermal = scenes.filter((s) => s.thermal).length;
    const panoramic = scenes.filter((s) => s.panoramic);
    expect(thermal).toBeGreaterThan(20);
    expect(thermal).toBeLessThan(90);
    expect(panoramic.length).toBeGreaterThan(20);
    expect(panoramic.every((s) => (s.cameraId - 1) % 3 !== 0)).toBe(true);
  });

  it("moves vehicles and people over time, the same way every time", () => {
    const scene = sceneSpec(7, { ptz: true });
    const a = agentsAt(scene, NOON_CHICAGO, 1);
    expect(agentsAt(scene, NOON_CHICAGO, 1)).toEqual(a);
    const later = agentsAt(scene, NOON_CHICAGO + 2000, 1);
    expect(later.map((x) => x.u)).not.toEqual(a.map((x) => x.u));
  });
});

describe("time of day", () => {
  it("is night before dawn and after dusk, day at noon", () => {
    expect(daylightAtHour(0)).toBe(0);
    expect(daylightAtHour(3)).toBe(0);
    expect(daylightAtHour(12)).toBe(1);
    expect(daylightAtHour(22)).toBe(0);
    expect(daylightAtHour(6.5)).toBeGreaterThan(0);
    expect(daylightAtHour(6.5)).toBeLessThan(1);
  });

  it("follows the location's time zone", () => {
    expect(daylight(NOON_CHICAGO, "America/Chicago")).toBe(1);
    expect(daylight(NOON_CHICAGO, "Asia/Tokyo")).toBe(0); // 03:00 in Tokyo
    expect(daylight(MIDNIGHT_CHICAGO, "America/Chicago")).toBe(0);
    expect(formatLocalTime(localTime(NOON_CHICAGO, "America/Chicago"))).toBe("2026-11-23 12:00:00 CST");
    expect(localTime(NOON_CHICAGO, "Not/AZone").hour).toBe(18);
  });
});

describe("the clock code", () => {
  it("round-trips a time and rejects a damaged code", () => {
    const bits = encodeClock(NOON_CHICAGO);
    expect(bits).toHaveLength(48);
    const value = decodeClock(bits);
    expect(value).not.toBeNull();
    expect(unwrapClock(value!, NOON_CHICAGO + 5000)).toBe(NOON_CHICAGO);
    const damaged = [...bits];
    damaged[40] = damaged[40] ? 0 : 1;
    expect(decodeClock(damaged)).toBeNull();
  });

  it("reads back from rendered frames, main and sub profile", () => {
    const scene = sceneSpec(3, { ptz: false });
    for (const [w, h] of [
      [640, 360],
      [320, 180],
    ] as const) {
      const renderer = new FrameRenderer(scene, w, h);
      const input = { timeMs: NOON_CHICAGO, timeZone: "America/Chicago", cameraName: "Cam", state: IDLE_STATE };
      const value = readClockCode(renderer.rgba(input), w, h);
      expect(value === null ? null : unwrapClock(value, NOON_CHICAGO)).toBe(NOON_CHICAGO);
    }
  });
});

describe("rendering", () => {
  const input = { timeMs: NOON_CHICAGO, timeZone: "America/Chicago", cameraName: "Cam", state: IDLE_STATE };

  it("draws the same picture for the same camera, time and view", () => {
    const scene = sceneSpec(11, { ptz: true });
    const a = new FrameRenderer(scene, 320, 180).rgba(input);
    const b = new FrameRenderer(scene, 320, 180).rgba(input);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("changes the picture when the camera pans, and darkens it at night", () => {
    const scene = sceneSpec(11, { ptz: true });
    const renderer = new FrameRenderer(scene, 320, 180);
    const home = Buffer.from(renderer.rgba(input));
    const panned = Buffer.from(
      renderer.rgba({ ...input, state: { ...IDLE_STATE, view: { pan: 0.5, tilt: 0, zoom: 1 } } }),
    );
    expect(Buffer.compare(home, panned)).not.toBe(0);
    const night = Buffer.from(renderer.rgba({ ...input, timeMs: MIDNIGHT_CHICAGO }));
    const mean = (b: Buffer) => b.reduce((sum, v, i) => (i % 4 === 3 ? sum : sum + v), 0) / (b.length * 0.75);
    expect(mean(night)).toBeLessThan(mean(home) * 0.5);
    const ir = Buffer.from(renderer.rgba({ ...input, timeMs: MIDNIGHT_CHICAGO, state: { ...IDLE_STATE, ir: true } }));
    expect(mean(ir)).toBeGreaterThan(mean(night) * 1.8);
  });

  it("keeps the view window inside the panorama", () => {
    for (const view of [
      { pan: -1, tilt: -1, zoom: 1 },
      { pan: 1, tilt: 1, zoom: 6 },
      { pan: 0, tilt: 0, zoom: 0.5 },
    ]) {
      const w = viewWindow(view, 2000, 1000, 16 / 9);
      expect(w.x).toBeGreaterThanOrEqual(0);
      expect(w.y).toBeGreaterThanOrEqual(0);
      expect(w.x + w.w).toBeLessThanOrEqual(2000.001);
      expect(w.y + w.h).toBeLessThanOrEqual(1000.001);
    }
  });
});
