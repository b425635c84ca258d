import { describe, expect, it } from "vitest";
import { snapshotFailure, snapshotOutcome } from "./snapshot";

const at = new Date("2026-11-03T14:04:09Z");

describe("snapshot (document 3 §4, §8, §9)", () => {
  it("shows the image of a successful answer, named 'snapshot-{date time}.jpeg' at the location's time", () => {
    expect(snapshotOutcome({ code: 0, data: { image: "QUJD" } }, at, "America/Chicago")).toEqual({
      status: "success",
      dataUrl: "data:image/jpeg;base64,QUJD",
      fileName: "snapshot-2026-11-03 08-04-09.jpeg",
    });
  });

  it("'command proxy error code {code}' when no data came", () => {
    expect(snapshotOutcome({ code: 502, data: null }, at)).toEqual({
      status: "error",
      key: "streamPlayer:errors.snapshotCode",
      values: { code: 502 },
    });
  });

  it("'Failed to take snapshot: {error}' when the call failed", () => {
    expect(snapshotFailure(new Error("Network down"))).toEqual({
      status: "error",
      key: "streamPlayer:errors.snapshot",
      values: { error: "Network down" },
    });
  });
});
