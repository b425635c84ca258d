import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  RequestedVideosQuerySchema,
  RequestedVideosResponseSchema,
  ShareLinkQuerySchema,
  ShareLinkResponseSchema,
} from "./requested-videos";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const video = {
  id: 7781,
  name: "PTZ North",
  isThermal: false,
  videoUrl: "https://media.example.com/requested/7781.mp4",
  dewarpedVideoUrl: "https://media.example.com/requested/7781.dewarped.mp4",
  recordedDatetime: "2026-11-20T03:14:00Z",
  requestedDatetime: "2026-11-20T09:01:12.331Z",
  locationTimezone: "America/New_York",
  locationName: "Kroger #212",
  locationStreet: "4410 Main St",
  locationCity: "Columbus",
  locationState: "OH",
  locationZip: "43215",
  liveUnitSerialNumber: "LVT2201C",
  requestedByName: "Dana Reyes",
  requestedByEmail: "dana.reyes@example.com",
};

describe("requested videos", () => {
  it("accepts a realistic list, with and without a dewarped version", () => {
    const list = RequestedVideosResponseSchema.parse(
      ok([video, { ...video, id: 7782, dewarpedVideoUrl: null, isThermal: true }]),
    );
    expect(list.data.map((v) => v.id)).toEqual([7781, 7782]);
    expect(RequestedVideosQuerySchema.parse({ request_type: "live_unit" })).toEqual({ request_type: "live_unit" });
  });
  it("rejects a missing e-mail, a thermal flag as text, a local time without zone and another request_type", () => {
    const { requestedByEmail: _e, ...noEmail } = video;
    expect(rejection(RequestedVideosResponseSchema, ok([noEmail]))).toMatch(/data\[0\]\.requestedByEmail/);
    expect(rejection(RequestedVideosResponseSchema, ok([{ ...video, isThermal: "no" }]))).toMatch(/expected boolean/);
    expect(rejection(RequestedVideosResponseSchema, ok([{ ...video, recordedDatetime: "2026-11-20 03:14" }]))).toMatch(
      /recordedDatetime/,
    );
    expect(rejection(RequestedVideosQuerySchema, { request_type: "archive_cabinet" })).toMatch(/request_type/);
  });
  it("accepts a share link and rejects an empty one", () => {
    expect(ShareLinkResponseSchema.parse(ok("https://share.example.com/v/3kq9")).data).toContain("share");
    expect(rejection(ShareLinkResponseSchema, ok(""))).toMatch(/data/);
    expect(ShareLinkQuerySchema.parse({ dewarped: "true" }).dewarped).toBe("true");
    expect(rejection(ShareLinkQuerySchema, { dewarped: "yes" })).toMatch(/dewarped/);
  });
});
