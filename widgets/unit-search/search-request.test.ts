import { describe, expect, it } from "vitest";
import { SearchType, type SearchRights } from "../core/schemas/search";
import { makeHit } from "./test-hits";
import { buildSearchRequest, hasActiveFilter, hasMorePages, mergePage, requestKey } from "./search-request";
import { initialSearchState } from "../core/search/search-state";

const multi: SearchRights = {
  is_multi_client: true,
  has_regions: true,
  rights: { stream: "all", request_video: "all" },
};
const single: SearchRights = {
  is_multi_client: false,
  has_regions: false,
  rights: { stream: "all", request_video: "all" },
};

describe("buildSearchRequest", () => {
  it("asks nothing for an empty query without a filter", () => {
    expect(buildSearchRequest({ ...initialSearchState, searchQuery: "  " }, multi)).toBeNull();
  });

  it("searches units, and clients/regions only for users who have them", () => {
    const state = { ...initialSearchState, searchQuery: "pho" };
    expect(buildSearchRequest(state, multi)?.filter.indices).toEqual([
      "live_units",
      "archive_cabinets",
      "clients",
      "regions",
    ]);
    expect(buildSearchRequest(state, single)?.filter.indices).toEqual(["live_units", "archive_cabinets"]);
    expect(buildSearchRequest(state, single)).toMatchObject({ q: "pho", offset: 0, limit: 25, sort: "_score" });
  });

  it("a scope chip searches its index; an empty query becomes '*'", () => {
    const req = buildSearchRequest({ ...initialSearchState, searchType: SearchType.Clients }, multi);
    expect(req).toMatchObject({ q: "*", filter: { indices: ["clients"] }, sort: "name:asc" });
    expect(
      buildSearchRequest({ ...initialSearchState, searchType: SearchType.Regions }, multi)?.filter.indices,
    ).toEqual(["regions"]);
  });

  it("a chosen client or region filters the units", () => {
    const byClient = buildSearchRequest({ ...initialSearchState, selectedClient: { id: 7, name: "Acme" } }, multi);
    expect(byClient?.filter).toEqual({ indices: ["live_units", "archive_cabinets"], client_id: [7] });
    const byRegion = buildSearchRequest(
      { ...initialSearchState, searchQuery: "x", selectedRegion: { id: 3, name: "West" } },
      multi,
    );
    expect(byRegion?.filter).toEqual({ indices: ["live_units", "archive_cabinets"], region_id: [3] });
    expect(hasActiveFilter({ ...initialSearchState, selectedRegion: { id: 3, name: "West" } })).toBe(true);
    expect(hasActiveFilter(initialSearchState)).toBe(false);
  });
});

describe("paging", () => {
  it("pages of 25 by offset share one key", () => {
    const state = { ...initialSearchState, searchQuery: "pho" };
    const first = buildSearchRequest(state, single, 0);
    const second = buildSearchRequest(state, single, 25);
    expect(second).toMatchObject({ offset: 25, limit: 25 });
    expect(first && second && requestKey(first) === requestKey(second)).toBe(true);
    const other = buildSearchRequest({ ...state, searchQuery: "phx" }, single, 0);
    expect(first && other && requestKey(first) === requestKey(other)).toBe(false);
  });

  it("appends a page without repeating hits", () => {
    const a = [makeHit("live_units", { id: 1 }), makeHit("live_units", { id: 2 })];
    const b = [
      makeHit("live_units", { id: 2 }),
      makeHit("archive_cabinets", { id: 2 }),
      makeHit("live_units", { id: 3 }),
    ];
    expect(mergePage(a, b).map((h) => `${h._index}:${h._id}`)).toEqual([
      "live_units:1",
      "live_units:2",
      "archive_cabinets:2",
      "live_units:3",
    ]);
  });

  it("knows when more pages remain", () => {
    expect(hasMorePages(25, 60)).toBe(true);
    expect(hasMorePages(60, 60)).toBe(false);
  });
});
