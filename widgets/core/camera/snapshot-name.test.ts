import { describe, expect, it } from "vitest";
import { snapshotFileName } from "./snapshot-name";

describe("snapshotFileName", () => {
  const at = new Date("2026-11-23T14:40:16Z");

  it("names the file at the location's time, not UTC nor the viewer's", () => {
    expect(snapshotFileName(at, "America/Chicago")).toBe("snapshot-2026-11-23 08-40-16.jpeg");
    expect(snapshotFileName(at, "Asia/Tokyo")).toBe("snapshot-2026-11-23 23-40-16.jpeg");
    expect(snapshotFileName(new Date("2026-11-23T23:05:00Z"), "Asia/Tokyo")).toBe("snapshot-2026-11-24 08-05-00.jpeg");
  });

  it("uses the viewer's clock when the zone is missing or unknown", () => {
    const local = snapshotFileName(at, null);
    expect(local).toMatch(/^snapshot-\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.jpeg$/);
    expect(snapshotFileName(at, "Mars/Olympus")).toBe(local);
  });
});
