import { describe, expect, it } from "vitest";
import { streamPlayerCatalogue } from "./stream-player.catalogue";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("stream player catalogue", () => {
  it("has the same keys in English and Spanish", () => {
    expect(keys(streamPlayerCatalogue.es).sort()).toEqual(keys(streamPlayerCatalogue.en).sort());
  });

  it("keeps the spec's texts exactly (document 3 §8)", () => {
    const { errors, quickDownload } = streamPlayerCatalogue.en;
    expect(errors.snapshotCode).toBe("Failed to take snapshot: command proxy error code {{code}}");
    expect(errors.snapshot).toBe("Failed to take snapshot: {{error}}");
    expect(errors.addPreset).toBe("Failed to add preset");
    expect(errors.updatePreset).toBe("Failed to update preset");
    expect(quickDownload.success).toBe("Your video was requested and will be emailed to you shortly");
    expect(quickDownload.failure).toBe("An error occurred while requesting your video. Please try again.");
  });
});
