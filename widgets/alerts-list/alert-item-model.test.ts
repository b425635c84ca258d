import { describe, expect, it } from "vitest";
import type { AlertMedia } from "../core/schemas/alerts";
import { ALERT_TYPES } from "../core/schemas/alerts";
import { alertTypeKey } from "../core/alerts/alert-type";
import { alertLinks, clientNameShown, clipsOf, otherViewer } from "./alert-item-model";

const m = (cameraRole: AlertMedia["cameraRole"], mimeType: AlertMedia["mimeType"], n = 1): AlertMedia => ({
  mediaTimestamp: `2026-11-21T03:00:0${n}Z`,
  cameraId: n,
  mimeType,
  url: `/m/${cameraRole}-${n}.${mimeType === "image/jpeg" ? "jpg" : "mp4"}`,
  cameraRole,
});
const viewer = (username: string, joined: string, viewOnlyAccess = false) => ({
  name: username,
  username,
  joined,
  viewOnlyAccess,
});

describe("alert item model", () => {
  it("links the item and Go Live to the unit with the alert as context, Go To Alert to the alert, History to its moment", () => {
    expect(alertLinks({ alertId: 9001, liveUnitId: 40, alertTimestamp: "2026-11-27T01:02:03+00:00" })).toEqual({
      live: "/live-unit/40/view?contextId=9001",
      alert: "/live-unit/40/view?contextId=9001&alertId=9001",
      history: "/live-unit/40/history?at=2026-11-27T01%3A02%3A03%2B00%3A00",
    });
  });

  it("gives Left, Primary, Right clips with the first image and video of each; Radar and None are not clips", () => {
    const clips = clipsOf([
      m("Primary", "video/mp4"),
      m("Radar", "image/jpeg"),
      m("Left", "image/jpeg", 1),
      m("Left", "image/jpeg", 2),
      m("Primary", "image/jpeg"),
    ]);
    expect(clips.map((c) => [c.role, c.image?.url, c.video?.url])).toEqual([
      ["Left", "/m/Left-1.jpg", undefined],
      ["Primary", "/m/Primary-1.jpg", "/m/Primary-1.mp4"],
      ["Right", undefined, undefined],
    ]);
  });

  it.each([...ALERT_TYPES.map((t) => [t, `types.${t}`]), ["tailgating", "types.unknown"], ["", "types.unknown"]])(
    "type %j → %s",
    (type, key) => expect(alertTypeKey(type)).toBe(key),
  );

  it.each<[number, number | undefined, string | undefined]>([
    [1, 1, undefined],
    [2, 1, "Walmart"],
    [2, undefined, "Walmart"],
  ])("alert client %i, user client %s → %s", (clientId, user, shown) => {
    expect(clientNameShown({ clientId, clientName: "Walmart" }, user)).toBe(shown);
  });

  it.each<[string, ReturnType<typeof viewer>[] | undefined, string | undefined]>([
    ["nobody", undefined, undefined],
    ["only me", [viewer("operator", "2026-11-21T03:00:00Z")], undefined],
    ["someone else", [viewer("operator", "2026-11-21T03:00:00Z"), viewer("multi", "2026-11-21T03:05:00Z")], "multi"],
    ["the earliest other", [viewer("admin", "2026-11-21T03:09:00Z"), viewer("multi", "2026-11-21T03:05:00Z")], "multi"],
  ])("collapsing viewer: %s", (_, viewers, expected) => {
    expect(otherViewer(viewers, "operator")?.username).toBe(expected);
  });
});
