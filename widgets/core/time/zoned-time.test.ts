import { describe, expect, it } from "vitest";
import { formatDateTime, fromZoned, isTimeZone, startOfZonedDay, timeZoneAbbreviation, zonedParts } from "./zoned-time";

describe("zoned time", () => {
  it.each([
    ["Chicago in winter", "2026-11-20", "14:30:05", "America/Chicago", "2026-11-20T20:30:05.000Z"],
    ["Chicago in summer", "2026-07-01", "14:30", "America/Chicago", "2026-07-01T19:30:00.000Z"],
    ["Phoenix has no DST", "2026-07-01", "14:30", "America/Phoenix", "2026-07-01T21:30:00.000Z"],
    ["Honolulu", "2026-11-20", "00:00", "Pacific/Honolulu", "2026-11-20T10:00:00.000Z"],
    ["an impossible date", "2026-02-30", "10:00", "America/Chicago", null],
    ["an impossible time", "2026-02-03", "24:00", "America/Chicago", null],
    ["a time with letters", "2026-02-03", "1x:00", "America/Chicago", null],
  ])("reads %s", (_name, date, time, tz, iso) => {
    const ms = fromZoned(date, time, tz);
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(iso);
  });
  it("splits an instant into the local date and time and finds the local day's start", () => {
    const ms = Date.parse("2026-11-21T03:15:00.000Z");
    expect(zonedParts(ms, "America/Chicago")).toEqual({ date: "2026-11-20", time: "21:15:00" });
    expect(new Date(startOfZonedDay(ms, "America/Chicago")).toISOString()).toBe("2026-11-20T06:00:00.000Z");
  });
  it("formats in the zone and the user's language", () => {
    const ms = Date.parse("2026-11-20T20:30:00.000Z");
    expect(formatDateTime(ms, "America/Chicago", "en")).toBe("Nov 20, 2026, 2:30 PM");
    expect(formatDateTime(ms, "America/New_York", "en")).toBe("Nov 20, 2026, 3:30 PM");
    expect(formatDateTime(ms, "America/Chicago", "es")).toMatch(/20 nov 2026/);
    expect(timeZoneAbbreviation(ms, "America/Chicago")).toBe("CST");
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
