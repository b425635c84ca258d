import { describe, expect, it } from "vitest";
import { groupLocationCameras, neighbourCamera } from "./location-cameras";
import { listItem } from "./test-fixtures";

const cameras = [
  listItem(1, 100),
  listItem(2, 100, { active: false }),
  listItem(3, 200),
  listItem(4, 200),
  listItem(5, 300, { active: false }),
];

describe("'At this Location' (document 3 §2.1)", () => {
  it("groups by live unit with the current camera's group first", () => {
    const groups = groupLocationCameras(cameras, 4, false);
    expect(groups.map((g) => [g.liveUnitId, g.current, g.cameras.map((c) => c.id)])).toEqual([
      [200, true, [3, 4]],
      [100, false, [1]],
    ]);
  });

  it("lists inactive cameras only with streamDeactivated", () => {
    const groups = groupLocationCameras(cameras, 1, true);
    expect(groups.map((g) => g.cameras.map((c) => c.id))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("keeps the camera on screen even when it is inactive", () => {
    const groups = groupLocationCameras(cameras, 2, false);
    expect(groups[0]!.cameras.map((c) => c.id)).toEqual([1, 2]);
  });

  it("N/P go to the next/previous listed camera, wrapping", () => {
    const groups = groupLocationCameras(cameras, 3, false); // order 3, 4, 1
    expect(neighbourCamera(groups, 3, 1)).toBe(4);
    expect(neighbourCamera(groups, 1, 1)).toBe(3);
    expect(neighbourCamera(groups, 3, -1)).toBe(1);
    expect(neighbourCamera(groupLocationCameras([listItem(1, 100)], 1, false), 1, 1)).toBeNull();
  });
});
