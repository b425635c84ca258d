import { describe, expect, it } from "vitest";
import { camerasTabTarget, headerTitle, type HeaderInfo } from "./header-rules";

const info: HeaderInfo = {
  liveUnitName: "Tower 0012 - Crescent Phoenix",
  liveUnitSerialNum: "LVT-00A1B2",
  locationName: "Crescent Phoenix Yard",
  clientName: "Crescent Property Management",
  showClientNameStreamPage: true,
  showClientNameHistoryPage: false,
};

describe("header title", () => {
  it.each([
    ["history page, not flagged", info, "history", null],
    ["stream page, flagged", info, "stream", "Crescent Property Management"],
    [
      "requested videos follow the history flag",
      { ...info, showClientNameHistoryPage: true },
      "requested-video",
      "Crescent Property Management",
    ],
    ["stream page, not flagged", { ...info, showClientNameStreamPage: false }, "stream", null],
  ] as const)("%s", (_name, i, page, client) => {
    expect(headerTitle(i, page)).toEqual({
      heading: "Crescent Phoenix Yard",
      clientName: client,
      unitName: info.liveUnitName,
      serial: "LVT-00A1B2",
    });
  });
  it("falls back to the unit name without a location and hides an empty serial", () => {
    expect(headerTitle({ ...info, locationName: null, liveUnitSerialNum: null }, "history")).toMatchObject({
      heading: info.liveUnitName,
      serial: null,
    });
    expect(headerTitle({ ...info, locationName: "  ", liveUnitSerialNum: "" }, "history").serial).toBeNull();
  });
});

describe("Cameras tab", () => {
  it("goes to the unit's most recently streamed camera, else the default camera", () => {
    const recent = [
      { liveUnitId: 4, cameraId: 12, visitedAt: "2026-11-20T14:00:00Z" },
      { liveUnitId: 5, cameraId: 15, visitedAt: "2026-11-20T13:00:00Z" },
    ];
    expect(camerasTabTarget(5, recent)).toEqual({ kind: "camera", cameraId: 15 });
    expect(camerasTabTarget(6, recent)).toEqual({ kind: "default" });
  });
});
