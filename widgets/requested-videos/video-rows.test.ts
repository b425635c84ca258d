import { describe, expect, it } from "vitest";
import type { RequestedVideo } from "../core/schemas/requested-videos";
import { downloadName, selectedRow, unitAddress, videoRows, zonedTime } from "./video-rows";

const video = (id: number, recorded: string, extra: Partial<RequestedVideo> = {}): RequestedVideo => ({
  id,
  name: "Gate / North",
  isThermal: false,
  videoUrl: `/media/clips/${id}.mp4`,
  dewarpedVideoUrl: null,
  recordedDatetime: recorded,
  requestedDatetime: "2026-11-21T10:00:00Z",
  locationTimezone: "America/Chicago",
  locationName: "Yard",
  locationStreet: "1 Main St",
  locationCity: "Austin",
  locationState: "TX",
  locationZip: "78701",
  liveUnitSerialNumber: "LU-1",
  requestedByName: "Dana",
  requestedByEmail: "dana@example.com",
  ...extra,
});

describe("videoRows", () => {
  it("expands a dewarped video into two rows and sorts newest recorded first", () => {
    const rows = videoRows([
      video(1, "2026-11-19T08:00:00Z"),
      video(2, "2026-11-20T08:00:00Z", { dewarpedVideoUrl: "/media/clips/2-dewarped.mp4" }),
      video(3, "2026-11-18T08:00:00Z"),
    ]);
    expect(rows.map((r) => r.key)).toEqual(["2", "2-dewarped", "1", "3"]);
    expect(rows[1]!.url).toBe("/media/clips/2-dewarped.mp4");
    expect(rows[0]!.url).toBe("/media/clips/2.mp4");
  });

  it("breaks ties by requested time, then id", () => {
    const rows = videoRows([
      video(1, "2026-11-19T08:00:00Z"),
      video(2, "2026-11-19T08:00:00Z", { requestedDatetime: "2026-11-22T10:00:00Z" }),
      video(3, "2026-11-19T08:00:00Z"),
    ]);
    expect(rows.map((r) => r.video.id)).toEqual([2, 3, 1]);
  });

  it("is empty for no videos", () => {
    expect(videoRows([])).toEqual([]);
  });
});

describe("selectedRow", () => {
  const rows = videoRows([
    video(5, "2026-11-19T08:00:00Z", { dewarpedVideoUrl: "/d.mp4" }),
    video(6, "2026-11-19T09:00:00Z"),
  ]);
  it.each([
    [5, "dewarped", "5-dewarped"],
    [5, undefined, "5"],
    [6, "normal", "6"],
    [6, "dewarped", null],
    [7, undefined, null],
    [undefined, "dewarped", null],
  ])("video_id %s, video_type %s → %s", (id, type, key) => {
    expect(selectedRow(rows, id, type)?.key ?? null).toBe(key);
  });
});

describe("formatting", () => {
  it("shows times in the location's zone with its abbreviation", () => {
    // 08:00 UTC is 2:00 AM in Chicago in November (CST, UTC−6).
    expect(zonedTime(Date.parse("2026-11-19T08:00:00Z"), "America/Chicago")).toMatch(/Nov 19, 2026.*2:00\sAM CST$/);
    expect(zonedTime(Date.parse("2026-07-19T08:00:00Z"), "America/Chicago")).toMatch(/3:00\sAM CDT$/);
    expect(zonedTime(Date.parse("2026-11-19T08:00:00Z"), "Asia/Tokyo")).toMatch(/5:00\sPM GMT\+9$/);
  });

  it("joins the known parts of the address", () => {
    expect(unitAddress(video(1, "2026-11-19T08:00:00Z"))).toBe("1 Main St, Austin, TX 78701");
    expect(unitAddress(video(1, "2026-11-19T08:00:00Z", { locationStreet: null, locationZip: null }))).toBe(
      "Austin, TX",
    );
  });

  it("names downloads after camera, local time and version", () => {
    const [normal, dewarped] = videoRows([video(9, "2026-11-19T08:04:00Z", { dewarpedVideoUrl: "/d.mp4" })]);
    expect(downloadName(normal!)).toBe("Gate-North-2026-11-19-0204.mp4");
    expect(downloadName(dewarped!)).toBe("Gate-North-2026-11-19-0204-dewarped.mp4");
  });
});
