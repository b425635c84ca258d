import { describe, expect, it } from "vitest";
import * as z from "zod";
import { SearchHitSchema, SearchResponseSchema, SearchRightsResponseSchema } from "./search";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const unitHit = {
  _index: "live_units",
  _id: "4021",
  _score: 7.31,
  _source: {
    id: 4021,
    name: "LVT-4021 North Lot",
    type: "LiveUnit",
    client_id: 17,
    client_name: "Walmart",
    location_name: "Walmart Supercenter #1184",
    location_street: "1200 W Lake St",
    location_city: "Chicago",
    location_state: "IL",
    location_zip: "60607",
    serial: "LVT4021A",
    primary_camera: 12061,
    cameras: [12061, 12062, 12063],
    date_activated: "2024-03-02",
    date_deactivated: null,
    latitude: 41.8781,
    longitude: -87.6298,
  },
  highlight: { name: ["LVT-4021 <em>North</em> Lot"], location_city: ["<em>Chicago</em>"] },
};
const regionHit = {
  _index: "regions",
  _id: "r-12",
  _score: 1.2,
  _source: { id: 12, name: "Midwest", type: "Region", client_name: "Walmart" },
  highlight: {},
};

describe("search hits", () => {
  it("accepts a unit hit with highlights and a region hit with only name and client", () => {
    expect(SearchHitSchema.parse(unitHit)._source.cameras).toHaveLength(3);
    expect(SearchHitSchema.parse(regionHit)._source.type).toBe("Region");
    const response = SearchResponseSchema.parse(ok({ results: [unitHit, regionHit], meta: { count: 2, took: 3.4 } }));
    expect(response.data.meta.count).toBe(2);
  });
  it("rejects an unknown index, an unknown source type and a highlight on an unknown field", () => {
    expect(rejection(SearchHitSchema, { ...unitHit, _index: "cameras" })).toMatch(/_index/);
    expect(rejection(SearchHitSchema, { ...unitHit, _source: { ...unitHit._source, type: "Camera" } })).toMatch(
      /_source\.type/,
    );
    expect(rejection(SearchHitSchema, { ...unitHit, highlight: { secret: ["x"] } })).toMatch(/highlight/);
    expect(rejection(SearchHitSchema, { ...unitHit, highlight: { name: "LVT" } })).toMatch(/highlight\.name/);
  });
  it("rejects a negative count and a missing meta", () => {
    expect(rejection(SearchResponseSchema, ok({ results: [], meta: { count: -1, took: 1 } }))).toMatch(/meta\.count/);
    expect(rejection(SearchResponseSchema, ok({ results: [] }))).toMatch(/data\.meta/);
  });
});

describe("search rights", () => {
  it("accepts 'all' and lists of clients and entities", () => {
    const rights = {
      is_multi_client: true,
      has_regions: false,
      rights: { stream: "all", request_video: { clients: [17], entities: [12061] } },
    };
    expect(SearchRightsResponseSchema.parse(ok(rights)).data.rights.stream).toBe("all");
  });
  it("rejects another word than 'all' and a list without entities", () => {
    const base = { is_multi_client: false, has_regions: false };
    expect(
      rejection(SearchRightsResponseSchema, ok({ ...base, rights: { stream: "none", request_video: "all" } })),
    ).toMatch(/rights\.stream/);
    expect(
      rejection(
        SearchRightsResponseSchema,
        ok({ ...base, rights: { stream: "all", request_video: { clients: [17] } } }),
      ),
    ).toMatch(/rights\.request_video/);
  });
});
