import { describe, expect, it } from "vitest";
import type { Alert, AlertMedia } from "../core/schemas/alerts";
import { clockOf, mediaTiles, mediaTimestamps } from "./alert-media";
import { withMedia } from "./alert-view-store";

const m = (
  cameraId: number,
  role: AlertMedia["cameraRole"],
  mimeType: AlertMedia["mimeType"],
  at: string,
): AlertMedia => ({
  cameraId,
  cameraRole: role,
  mimeType,
  mediaTimestamp: at,
  url: `/media/${cameraId}-${at}.${mimeType === "video/mp4" ? "mp4" : "jpg"}`,
});
const T1 = "2026-11-23T12:00:00.000Z";
const T2 = "2026-11-23T12:00:05.000Z";
const media = [
  m(3, "Right", "image/jpeg", T2),
  m(1, "Primary", "video/mp4", T1),
  m(2, "Left", "image/jpeg", T1),
  m(1, "Primary", "image/jpeg", T1),
  m(3, "Right", "video/mp4", T1),
];

describe("alert media", () => {
  it("timestamps are unique and oldest first", () => {
    expect(mediaTimestamps(media)).toEqual([T1, T2]);
    expect(mediaTimestamps([])).toEqual([]);
  });
  it("tiles of a timestamp: one per camera, Left, Primary, Right, with its video and image", () => {
    const tiles = mediaTiles(media, T1);
    expect(tiles.map((t) => [t.role, !!t.video, !!t.image])).toEqual([
      ["Left", false, true],
      ["Primary", true, true],
      ["Right", true, false],
    ]);
    expect(mediaTiles(media, T2).map((t) => t.cameraId)).toEqual([3]);
    expect(mediaTiles(media, undefined)).toEqual([]);
  });
  it("clock text", () => {
    expect([clockOf(0), clockOf(9.7), clockOf(65), clockOf(Number.NaN), clockOf(Infinity)]).toEqual([
      "0:00",
      "0:09",
      "1:05",
      "0:00",
      "0:00",
    ]);
  });
  it("'media available' appends only media not listed yet", () => {
    const alert = { alertId: 1, media: [media[1]!] } as unknown as Alert;
    const once = withMedia(alert, [media[1]!, media[2]!]);
    expect(once.media).toHaveLength(2);
    expect(withMedia(once, [media[2]!])).toBe(once);
  });
});
