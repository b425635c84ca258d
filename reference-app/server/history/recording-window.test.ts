import { describe, expect, it } from "vitest";
import { CABINET_PRESET_ID_BASE, cabinetOfPreset, cabinetPresets } from "./cabinet-presets";
import { cabinetImagesEnd, cabinetImagesStart, IMAGE_RETENTION_DAYS, liveUnitWindow, retentionDays } from "../cameras";

const NOW = Date.parse("2026-11-23T07:31:12.345Z");
const DAY = 86_400_000;
const unit = (id: number, activated: string | null, deactivated: string | null = null) => ({
  id,
  date_activated: activated,
  date_deactivated: deactivated,
});

describe("liveUnitWindow", () => {
  it("records a rolling window of the unit's retention, floored to the hour", () => {
    const id = [...Array(200).keys()]
      .map((i) => i + 1)
      .find((i) => liveUnitWindow(unit(i, "2020-01-01"), NOW).recordingStart);
    const window = liveUnitWindow(unit(id!, "2020-01-01T00:00:00Z"), NOW);
    const start = Date.parse(window.recordingStart!);
    expect(start % 3_600_000).toBe(0);
    expect(NOW - start).toBeGreaterThanOrEqual(retentionDays(id!) * DAY);
    expect(NOW - start).toBeLessThan(retentionDays(id!) * DAY + 3_600_000);
    expect(window.recording).toBe(true);
    expect(Date.parse(window.archiveImagesStart!)).toBeLessThanOrEqual(NOW - IMAGE_RETENTION_DAYS * DAY);
  });

  it("starts at activation for a recently activated unit", () => {
    const window = liveUnitWindow(unit(3, "2026-11-01T00:00:00.000Z"), NOW);
    expect(window.archiveImagesStart).toBe("2026-11-01T00:00:00.000Z");
    expect([null, "2026-11-01T00:00:00.000Z"]).toContain(window.recordingStart);
  });

  it("is not recording before activation (start in the future) or after deactivation", () => {
    expect(liveUnitWindow(unit(4, "2027-03-01T00:00:00.000Z"), NOW)).toEqual({
      recordingStart: "2027-03-01T00:00:00.000Z",
      archiveImagesStart: "2027-03-01T00:00:00.000Z",
      recording: false,
    });
    const ended = liveUnitWindow(unit(5, "2021-01-01", "2026-08-01T00:00:00.000Z"), NOW);
    expect(ended.recording).toBe(false);
    if (ended.recordingStart) expect(Date.parse(ended.recordingStart)).toBeLessThan(Date.parse("2026-08-01"));
    expect(liveUnitWindow(unit(6, "2021-01-01", "2027-01-01"), NOW).recording).toBe(true);
    expect(liveUnitWindow(unit(7, null), NOW)).toEqual({
      recordingStart: null,
      archiveImagesStart: null,
      recording: false,
    });
  });

  it("spreads retention and unknown starts over the fleet", () => {
    const windows = Array.from({ length: 2000 }, (_, i) => liveUnitWindow(unit(i + 1, "2019-01-01"), NOW));
    const unknown = windows.filter((w) => w.recordingStart === null).length / windows.length;
    expect(unknown).toBeGreaterThan(0.01);
    expect(unknown).toBeLessThan(0.06);
    const days = windows
      .filter((w) => w.recordingStart)
      .map((w) => Math.round((NOW - Date.parse(w.recordingStart!)) / DAY));
    expect(new Set(days)).toEqual(new Set([14, 30, 60, 120, 365]));
    const underNinety = days.filter((d) => d < 90).length / days.length;
    expect(underNinety).toBeGreaterThan(0.45);
    expect(underNinety).toBeLessThan(0.75);
  });

  it("is the same for the same unit and hour", () => {
    expect(liveUnitWindow(unit(42, "2020-05-05"), NOW)).toEqual(liveUnitWindow(unit(42, "2020-05-05"), NOW + 60_000));
  });
});

describe("cabinets", () => {
  it("have images from 180 to 1000 days back, floored to the day", () => {
    for (let id = 1; id < 300; id++) {
      const start = Date.parse(cabinetImagesStart(id, NOW));
      expect(start % DAY).toBe(0);
      expect(NOW - start).toBeGreaterThanOrEqual(180 * DAY);
      expect(NOW - start).toBeLessThanOrEqual(1001 * DAY);
    }
  });

  it("end their archive 30 to 170 days after its start, at least ten days back (no images of today)", () => {
    for (let id = 1; id < 300; id++) {
      const start = Date.parse(cabinetImagesStart(id, NOW));
      const end = Date.parse(cabinetImagesEnd(id, NOW));
      expect(end - start).toBeGreaterThanOrEqual(30 * DAY - 3_600_000);
      expect(end - start).toBeLessThanOrEqual(170 * DAY);
      expect(NOW - end).toBeGreaterThanOrEqual(10 * DAY);
    }
  });

  it("have one to three presets, the first Home and default, with ids that map back", () => {
    const counts = new Set<number>();
    for (let id = 1; id <= 2500; id += 7) {
      const presets = cabinetPresets(id);
      counts.add(presets.length);
      expect(presets[0]).toMatchObject({ name: "Home", isHome: true, isDefault: true });
      expect(presets.filter((p) => p.isDefault)).toHaveLength(1);
      for (const p of presets) {
        expect(p.id).toBeGreaterThan(CABINET_PRESET_ID_BASE);
        expect(cabinetOfPreset(p.id)).toBe(id);
      }
    }
    expect(counts).toEqual(new Set([1, 2, 3]));
    expect(cabinetOfPreset(512)).toBeNull();
    expect(cabinetOfPreset(CABINET_PRESET_ID_BASE + 3)).toBeNull();
  });
});
