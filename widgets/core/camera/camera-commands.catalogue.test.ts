import { describe, expect, it } from "vitest";
import { mosaicTileCatalogue } from "../mosaic/mosaic-tile.catalogue";
import { cameraCommandsCatalogue } from "./camera-commands.catalogue";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("the shared camera and tile catalogues", () => {
  it("have the same keys in English and Spanish", () => {
    for (const catalogue of [cameraCommandsCatalogue, mosaicTileCatalogue])
      expect(keys(catalogue.es).sort()).toEqual(keys(catalogue.en).sort());
  });

  it("keep the spec's texts exactly (document 3 §8)", () => {
    expect(cameraCommandsCatalogue.en.errors.toggleLight).toBe("Failed to toggle light: {{message}}");
    expect(mosaicTileCatalogue.en.errors.snapshotCode).toBe(
      "Failed to take snapshot: command proxy error code {{code}}",
    );
    expect(mosaicTileCatalogue.en.errors.snapshot).toBe("Failed to take snapshot: {{error}}");
  });
});
