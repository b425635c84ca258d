import { describe, expect, it } from "vitest";
import type { ArchiveCabinetDetail, LiveUnitDetail } from "../core/schemas/units";
import { healthTone } from "../core/units/health-tone";
import { addressLines, cabinetActions, liveUnitActions } from "./drawer-rules";

const camera = { id: 1, name: "Cam 1", thumbnailPreset: null };
function live(overrides: Partial<LiveUnitDetail>): LiveUnitDetail {
  return {
    liveUnitId: 1,
    liveUnitName: "Trailer 1",
    liveUnitSerial: "LVT-1",
    clientId: 1,
    clientName: "Acme",
    locationId: 1,
    locationName: "Acme Phoenix",
    locationStreet: "1 Main St",
    locationCity: "Phoenix",
    locationState: "AZ",
    locationZip: "85001",
    accessArchives: true,
    accessStream: true,
    cameraList: [camera],
    unitHealth: {
      statusText: "OK",
      color: "green",
      startColor: null,
      isFlapping: false,
      isGradient: false,
      overlay: null,
    },
    ...overrides,
  };
}
const cabinet: ArchiveCabinetDetail = {
  id: 1,
  clientId: 1,
  clientName: "Acme",
  locationName: null,
  liveUnitName: "Trailer 1",
  city: null,
  state: null,
  accessArchives: true,
  showClientName: false,
};

describe("liveUnitActions", () => {
  it("enables both with both accesses", () => {
    expect(liveUnitActions(live({}), false)).toEqual({ stream: "enabled", history: "enabled", notice: null });
  });
  it("disables each by its access, with the matching notice", () => {
    expect(liveUnitActions(live({ accessStream: false }), false)).toEqual({
      stream: "disabled",
      history: "enabled",
      notice: "noStream",
    });
    expect(liveUnitActions(live({ accessArchives: false }), false)).toEqual({
      stream: "enabled",
      history: "disabled",
      notice: "noHistory",
    });
    expect(liveUnitActions(live({ accessStream: false, accessArchives: false }), false)).toEqual({
      stream: "disabled",
      history: "disabled",
      notice: "noStreamOrHistory",
    });
  });
  it("a unit without cameras offers neither", () => {
    expect(liveUnitActions(live({ cameraList: [] }), false)).toEqual({
      stream: "disabled",
      history: "disabled",
      notice: "noCameras",
    });
  });
  it("a deactivated unit offers history only", () => {
    expect(liveUnitActions(live({}), true)).toEqual({ stream: "hidden", history: "enabled", notice: null });
    expect(liveUnitActions(live({ accessArchives: false }), true)).toEqual({
      stream: "hidden",
      history: "disabled",
      notice: "noHistory",
    });
  });
});

describe("cabinetActions", () => {
  it("history only, by accessArchives", () => {
    expect(cabinetActions(cabinet)).toEqual({ stream: "hidden", history: "enabled", notice: null });
    expect(cabinetActions({ ...cabinet, accessArchives: false })).toEqual({
      stream: "hidden",
      history: "disabled",
      notice: "noHistory",
    });
  });
});

describe("healthTone and addressLines", () => {
  it("maps known colours and falls back to grey", () => {
    expect(healthTone("green")).toBe("green");
    expect(healthTone("YELLOW")).toBe("yellow");
    expect(healthTone("gray")).toBe("grey");
    expect(healthTone("url(javascript:alert(1))")).toBe("grey");
    expect(healthTone(null)).toBe("grey");
  });
  it("builds address lines without empty parts", () => {
    expect(addressLines("1 Main St", "Phoenix", "AZ", "85001")).toEqual(["1 Main St", "Phoenix, AZ 85001"]);
    expect(addressLines(null, "Phoenix", null, "85001")).toEqual(["Phoenix, 85001"]);
    expect(addressLines(null, null, null, null)).toEqual([]);
  });
});
