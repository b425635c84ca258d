import { describe, expect, it } from "vitest";
import { BucketError, bucketOf, bucketRange, bucketsCovering, isBucketStart } from "./hour-buckets";
import { HOUR, MINUTE, SECOND } from "./timeline-constants";

const H14 = Date.parse("2026-11-20T14:00:00.000Z");

describe("hour buckets", () => {
  it.each([
    ["on the hour", H14, true],
    ["one second past", H14 + SECOND, false],
    ["half past", H14 + 30 * MINUTE, false],
    ["a millisecond past", H14 + 1, false],
    ["epoch", 0, true],
    ["not a number", Number.NaN, false],
  ])("%s: a valid start is %s", (_name, start, valid) => {
    expect(isBucketStart(start)).toBe(valid);
  });

  it("gives the bucket's ISO range and rejects a start that is not a multiple of 3600 s", () => {
    expect(bucketRange(H14)).toEqual({
      start: H14,
      end: H14 + HOUR,
      startISO: "2026-11-20T14:00:00.000Z",
      endISO: "2026-11-20T15:00:00.000Z",
    });
    expect(() => bucketRange(H14 + 10 * MINUTE)).toThrow(BucketError);
    expect(() => bucketRange(H14 + 10 * MINUTE)).toThrow(/not a multiple of 3600 s/);
  });

  it.each([
    ["an hour on the grid", H14, H14 + HOUR, [H14]],
    ["an hour off the grid", H14 + 7 * MINUTE, H14 + 67 * MINUTE, [H14, H14 + HOUR]],
    ["ten minutes inside one hour", H14 + 20 * MINUTE, H14 + 30 * MINUTE, [H14]],
    ["ten minutes across the hour", H14 + 55 * MINUTE, H14 + 65 * MINUTE, [H14, H14 + HOUR]],
    ["an empty range", H14, H14, []],
  ])("%s", (_name, from, to, expected) => {
    expect(bucketsCovering(from, to)).toEqual(expected);
    for (const start of expected) expect(isBucketStart(start)).toBe(true);
  });

  it("finds the bucket holding an instant", () => {
    expect(bucketOf(H14 + 59 * MINUTE + 59 * SECOND)).toBe(H14);
    expect(bucketOf(H14 + HOUR)).toBe(H14 + HOUR);
  });
});
