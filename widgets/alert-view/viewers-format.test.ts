import { describe, expect, it } from "vitest";
import type { Viewer } from "../core/schemas/realtime";
import { accessKey, runningTime, showViewersButton, viewerRows } from "./viewers-format";

const at = Date.parse("2026-11-23T12:00:00.000Z");
const viewer = (username: string, joined: string, viewOnlyAccess: boolean): Viewer => ({
  name: `${username} name`,
  username,
  joined,
  viewOnlyAccess,
});

describe("runningTime", () => {
  it.each([
    ["2026-11-23T12:00:00.000Z", "0:00"],
    ["2026-11-23T11:59:59.400Z", "0:00"],
    ["2026-11-23T11:59:55.000Z", "0:05"],
    ["2026-11-23T11:58:30.000Z", "1:30"],
    ["2026-11-23T11:00:01.000Z", "59:59"],
    ["2026-11-23T11:00:00.000Z", "1:00:00"],
    ["2026-11-23T09:54:03.000Z", "2:05:57"],
    ["2026-11-23T12:00:09.000Z", "0:00"],
    ["not a date", "0:00"],
  ])("joined %s → %s", (joined, text) => expect(runningTime(joined, at)).toBe(text));
});

describe("viewers", () => {
  const first = viewer("operator", "2026-11-23T11:58:00.000Z", false);
  const second = viewer("multi", "2026-11-23T11:59:30.000Z", true);
  it("the button shows only with more than one viewer", () => {
    expect(showViewersButton(undefined)).toBe(false);
    expect(showViewersButton([])).toBe(false);
    expect(showViewersButton([first])).toBe(false);
    expect(showViewersButton([first, second])).toBe(true);
  });
  it("the access tag: camera control for the first, view only for the rest", () => {
    expect(accessKey(first)).toBe("cameraControl");
    expect(accessKey(second)).toBe("viewOnly");
  });
  it("rows keep the join order and mark the current user", () => {
    expect(viewerRows([first, second], at, "multi")).toEqual([
      expect.objectContaining({
        name: "operator name",
        username: "operator",
        running: "2:00",
        access: "cameraControl",
        you: false,
      }),
      expect.objectContaining({
        name: "multi name",
        username: "multi",
        running: "0:30",
        access: "viewOnly",
        you: true,
      }),
    ]);
  });
});
