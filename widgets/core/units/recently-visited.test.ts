import { describe, expect, it } from "vitest";
import { addVisit, lastStreamedCameraIn, parseRecentlyVisited } from "./recently-visited";

const T = Date.parse("2026-11-20T14:00:00.000Z");

describe("recently visited units", () => {
  it("puts a visit first, one entry per unit, at most 20", () => {
    let list = parseRecentlyVisited(null);
    for (let unit = 1; unit <= 25; unit++) list = addVisit(list, unit, unit * 10, T + unit);
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ liveUnitId: 25, cameraId: 250, visitedAt: new Date(T + 25).toISOString() });
    list = addVisit(list, 10, 102, T + 100);
    expect(list).toHaveLength(20);
    expect(list.filter((e) => e.liveUnitId === 10)).toHaveLength(1);
    expect(lastStreamedCameraIn(list, 10)).toBe(102);
    expect(lastStreamedCameraIn(list, 3)).toBeNull();
  });
  it.each([
    ["not JSON", "{", []],
    ["not a list", '{"a":1}', []],
    ["empty", "", []],
    [
      "bad entries dropped, duplicates after the first",
      JSON.stringify([
        { liveUnitId: 1, cameraId: 2, visitedAt: "2026-11-20T14:00:00Z" },
        { liveUnitId: "x", cameraId: 2, visitedAt: "2026-11-20T14:00:00Z" },
        { liveUnitId: 1, cameraId: 3, visitedAt: "2026-11-20T13:00:00Z" },
      ]),
      [{ liveUnitId: 1, cameraId: 2, visitedAt: "2026-11-20T14:00:00Z" }],
    ],
  ])("reads %s", (_name, raw, expected) => {
    expect(parseRecentlyVisited(raw)).toEqual(expected);
  });
});
