import { afterEach, describe, expect, it } from "vitest";
import { $selectedUnit, deselectUnit } from "../core/units/selection";
import { toResultRow } from "./result-rows";
import { openRow, toSearchPage } from "./row-actions";
import { $searchState, initialSearchState } from "../core/search/search-state";
import { makeHit } from "./test-hits";

const rights = { is_multi_client: true, has_regions: true, rights: { stream: "all", request_video: "all" } } as const;
const live = toResultRow(
  makeHit("live_units", {
    id: 4,
    name: "Trailer 4",
    client_id: 1,
    date_activated: "2024-01-01",
    latitude: 33.4,
    longitude: -112,
  }),
  rights,
);
const cabinet = toResultRow(makeHit("archive_cabinets", { id: 9, name: "Cabinet 9", client_id: 1 }), rights);

afterEach(() => {
  deselectUnit();
  $searchState.set(initialSearchState);
});

describe("openRow by page", () => {
  it("elsewhere selects the unit on the map, with its position", async () => {
    const paths: string[] = [];
    const unit = await openRow(live, "map", (path) => paths.push(path));
    expect(paths).toEqual([]);
    expect($selectedUnit.get()).toEqual({
      kind: "live_unit",
      id: 4,
      name: "Trailer 4",
      deactivated: false,
      position: { lat: 33.4, lng: -112 },
    });
    expect(unit).toEqual($selectedUnit.get());
  });

  it("on the history page goes to the unit's or cabinet's history", async () => {
    const paths: string[] = [];
    await openRow(live, "history", (path) => paths.push(path));
    await openRow(cabinet, "history", (path) => paths.push(path));
    expect(paths).toEqual(["/live-unit/4/history", "/archive-cabinet/9/history"]);
    expect($selectedUnit.get()).toBeNull();
  });

  it("on the stream page a cabinet (which cannot stream) goes to its history", async () => {
    const paths: string[] = [];
    await openRow(cabinet, "stream", (path) => paths.push(path));
    expect(paths).toEqual(["/archive-cabinet/9/history"]);
  });

  it("a client or region row resets the query and filters by it", async () => {
    $searchState.set({ ...initialSearchState, searchQuery: "acme" });
    const client = toResultRow(makeHit("clients", { id: 3, name: "Acme" }), rights);
    expect(await openRow(client, "map", () => undefined)).toBeNull();
    expect($searchState.get()).toEqual({ ...initialSearchState, selectedClient: { id: 3, name: "Acme" } });
    const region = toResultRow(makeHit("regions", { id: 5, name: "West", client_name: "Acme" }), rights);
    await openRow(region, "map", () => undefined);
    expect($searchState.get()).toEqual({ ...initialSearchState, selectedRegion: { id: 5, name: "West" } });
  });

  it("reads the page attribute", () => {
    expect([toSearchPage("stream"), toSearchPage("history"), toSearchPage(undefined), toSearchPage("other")]).toEqual([
      "stream",
      "history",
      "map",
      "map",
    ]);
  });
});
