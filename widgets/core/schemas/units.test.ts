import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  ArchiveCabinetDetailResponseSchema,
  ArchiveCabinetsResponseSchema,
  DefaultStreamingCameraResponseSchema,
  LegacySearchResponseSchema,
  LegacySearchResultSchema,
  LiveUnitDetailResponseSchema,
  LiveUnitInfoResponseSchema,
  LiveUnitsResponseSchema,
} from "./units";
import * as units from "./units";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

describe("default streaming camera", () => {
  it("accepts integer data with an error field (null or text)", () => {
    expect(DefaultStreamingCameraResponseSchema.parse({ ...ok(12061), error: null }).data).toBe(12061);
    expect(DefaultStreamingCameraResponseSchema.parse({ ...ok(12061), error: "" }).error).toBe("");
  });
  it("rejects a missing error field, fractional or textual data, and null data", () => {
    expect(rejection(DefaultStreamingCameraResponseSchema, ok(12061))).toMatch(/error/);
    expect(rejection(DefaultStreamingCameraResponseSchema, { ...ok(12061.5), error: null })).toMatch(/int/i);
    expect(rejection(DefaultStreamingCameraResponseSchema, { ...ok("12061"), error: null })).toMatch(/expected number/);
    expect(rejection(DefaultStreamingCameraResponseSchema, { ...ok(null), error: "No camera" })).toMatch(/data/);
  });
});

describe("legacy search results", () => {
  const result = {
    id: 4021,
    name: "  LVT-4021 North Lot \t",
    serial: " LVT4021A ",
    locationName: "Walmart Supercenter #1184",
    regionName: "Midwest",
    clientName: "Walmart",
    favoritesListsNames: ["Favorites"],
  };
  it("trims names and serials, and keeps a null serial", () => {
    const parsed = LegacySearchResultSchema.parse(result);
    expect(parsed.name).toBe("LVT-4021 North Lot");
    expect(parsed.serial).toBe("LVT4021A");
    expect(LegacySearchResultSchema.parse({ ...result, serial: null }).serial).toBeNull();
    expect(LegacySearchResponseSchema.parse(ok([result])).data[0]?.name).toBe("LVT-4021 North Lot");
  });
  it("rejects a missing favourites list and a numeric name", () => {
    const { favoritesListsNames: _f, ...noLists } = result;
    expect(rejection(LegacySearchResponseSchema, ok([noLists]))).toMatch(/data\[0\]\.favoritesListsNames/);
    expect(rejection(LegacySearchResultSchema, { ...result, name: 4021 })).toMatch(/name/);
  });
});

describe("map lists", () => {
  const unit = {
    id: 4021,
    name: "LVT-4021 North Lot",
    serial: "LVT4021A",
    clientId: 17,
    clientName: "Walmart",
    locationName: "Walmart Supercenter #1184",
    regionName: "Midwest",
    latitude: 41.8781,
    longitude: "-87.6298",
    mountingStructure: "trailer",
    dateActivated: "2024-03-02",
    dateDeactivated: null,
  };
  it("accepts units with loose coordinates, and cabinets", () => {
    const units = LiveUnitsResponseSchema.parse(ok([unit, { ...unit, id: 4022, latitude: null, longitude: null }]));
    expect(units.data).toHaveLength(2);
    const cabinet = {
      id: 311,
      name: "Cabinet 311",
      cameraName: "Gate",
      clientId: 17,
      clientName: "Walmart",
      locationName: null,
      regionName: null,
      latitude: 39.7392,
      longitude: -104.9903,
    };
    expect(ArchiveCabinetsResponseSchema.parse(ok([cabinet])).data[0]?.id).toBe(311);
  });
  it("rejects an object as a coordinate and a unit without a client", () => {
    expect(rejection(LiveUnitsResponseSchema, ok([{ ...unit, latitude: { lat: 1 } }]))).toMatch(/latitude/);
    const { clientId: _c, ...noClient } = unit;
    expect(rejection(LiveUnitsResponseSchema, ok([noClient]))).toMatch(/data\[0\]\.clientId/);
  });
});

describe("unit and cabinet detail", () => {
  const health = {
    statusText: "Online",
    color: "green",
    startColor: null,
    isFlapping: false,
    isGradient: false,
    overlay: null,
  };
  const detail = {
    liveUnitId: 4021,
    liveUnitName: "LVT-4021 North Lot",
    liveUnitSerial: "LVT4021A",
    clientId: 17,
    clientName: "Walmart",
    locationId: 930,
    locationName: "Walmart Supercenter #1184",
    locationStreet: "1200 W Lake St",
    locationCity: "Chicago",
    locationState: "IL",
    locationZip: "60607",
    accessArchives: true,
    accessStream: false,
    cameraList: [{ id: 12061, name: "PTZ North", thumbnailPreset: { id: 501, name: "Gate", imageUrl: null } }],
    unitHealth: health,
  };
  it("accepts the drawer detail, the info in data.data and the cabinet detail", () => {
    expect(LiveUnitDetailResponseSchema.parse(ok(detail)).data.cameraList).toHaveLength(1);
    const info = {
      liveUnitId: 4021,
      liveUnitName: "LVT-4021 North Lot",
      liveUnitSerialNum: "LVT4021A",
      locationName: null,
      clientId: 17,
      clientName: "Walmart",
      timezone: "America/Chicago",
      showClientNameStreamPage: false,
      showClientNameHistoryPage: true,
    };
    expect(LiveUnitInfoResponseSchema.parse(ok({ data: info })).data.data.timezone).toBe("America/Chicago");
    const cabinet = {
      id: 311,
      clientId: 17,
      clientName: "Walmart",
      locationName: "Depot 4",
      liveUnitName: "Cabinet 311",
      city: "Denver",
      state: "CO",
      accessArchives: true,
      showClientName: false,
    };
    expect(ArchiveCabinetDetailResponseSchema.parse(ok(cabinet)).data.city).toBe("Denver");
  });
  it("rejects a health without colour and a camera id of zero", () => {
    const { color: _c, ...noColor } = health;
    expect(rejection(LiveUnitDetailResponseSchema, ok({ ...detail, unitHealth: noColor }))).toMatch(
      /unitHealth\.color/,
    );
    const badCamera = [{ id: 0, name: "x", thumbnailPreset: null }];
    expect(rejection(LiveUnitDetailResponseSchema, ok({ ...detail, cameraList: badCamera }))).toMatch(
      /cameraList\[0\]\.id/,
    );
  });
});

describe("the unit schemas' construction", () => {
  it("is deferred to their first use: every schema the module exports is lazy (importing it builds none of their parts)", () => {
    const schemas = Object.entries(units).filter(([name]) => name.endsWith("Schema"));
    expect(schemas.length).toBeGreaterThan(10);
    for (const [name, schema] of schemas)
      expect([name, (schema as z.core.$ZodType)._zod.def.type]).toEqual([name, "lazy"]);
  });
});
