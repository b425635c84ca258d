import { describe, expect, it } from "vitest";
import { byteRange } from "./video-file";

describe("byteRange", () => {
  it("reads one bytes= range, clamped to the file", () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange("items=1-2", 100)).toBeNull();
    expect(byteRange("bytes=-", 100)).toBeNull();
    expect(byteRange("bytes=0-", 100)).toEqual([0, 99]);
    expect(byteRange("bytes=10-19", 100)).toEqual([10, 19]);
    expect(byteRange("bytes=90-500", 100)).toEqual([90, 99]);
    expect(byteRange("bytes=-10", 100)).toEqual([90, 99]);
    expect(byteRange("bytes=-500", 100)).toEqual([0, 99]);
  });
  it("calls a range outside the file, or reversed, unsatisfiable", () => {
    expect(byteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(byteRange("bytes=20-10", 100)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 100)).toBe("unsatisfiable");
  });
});
