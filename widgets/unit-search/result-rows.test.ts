import { describe, expect, it } from "vitest";
import type { SearchRights } from "../core/schemas/search";
import { toResultRow } from "./result-rows";
import { makeHit } from "./test-hits";

const NOW = Date.parse("2026-06-01T00:00:00Z");
const all: SearchRights = { is_multi_client: true, has_regions: true, rights: { stream: "all", request_video: "all" } };
const split: SearchRights = {
  is_multi_client: true,
  has_regions: false,
  rights: { stream: { clients: [1], entities: [] }, request_video: { clients: [2], entities: [301] } },
};
const live = { date_activated: "2024-01-01T00:00:00Z", date_deactivated: null };

describe("toResultRow: kinds", () => {
  it("maps each index to its row kind", () => {
    expect(toResultRow(makeHit("live_units", { id: 1, ...live }), all, NOW).kind).toBe("live_unit");
    expect(toResultRow(makeHit("archive_cabinets", { id: 2 }), all, NOW).kind).toBe("archive_cabinet");
    expect(toResultRow(makeHit("clients", { id: 3 }), all, NOW).kind).toBe("client");
    expect(toResultRow(makeHit("regions", { id: 4, client_name: "Acme" }), all, NOW).kind).toBe("region");
  });

  it("gives units an address or none, and never gives clients or regions one", () => {
    const row = toResultRow(
      makeHit("live_units", {
        id: 1,
        location_street: "1 Main St",
        location_city: "Mesa",
        location_state: "AZ",
        location_zip: "85201",
        ...live,
      }),
      all,
      NOW,
    );
    expect(row.address?.street).toEqual([{ text: "1 Main St", match: false }]);
    expect(row.address?.place.map((p) => p.text).join("")).toBe("Mesa, AZ 85201");
    expect(toResultRow(makeHit("live_units", { id: 1, location_street: null, ...live }), all, NOW).address).toBeNull();
    expect(toResultRow(makeHit("clients", { id: 1 }), all, NOW).address).toBeNull();
  });

  it("keeps only valid coordinates", () => {
    expect(
      toResultRow(makeHit("live_units", { id: 1, latitude: 33.4, longitude: -112, ...live }), all, NOW).position,
    ).toEqual({ lat: 33.4, lng: -112 });
    expect(
      toResultRow(makeHit("live_units", { id: 1, latitude: "33.4", longitude: -112, ...live }), all, NOW).position,
    ).toBeNull();
    expect(
      toResultRow(makeHit("live_units", { id: 1, latitude: 95, longitude: -112, ...live }), all, NOW).position,
    ).toBeNull();
  });
});

describe("toResultRow: rights → buttons", () => {
  it("live units: stream and history enabled with 'all' rights", () => {
    const row = toResultRow(makeHit("live_units", { id: 1, client_id: 9, ...live }), all, NOW);
    expect([row.stream, row.history]).toEqual(["enabled", "enabled"]);
  });

  it("live units: each button follows its own right, by client or by camera", () => {
    const ofClient1 = toResultRow(makeHit("live_units", { id: 1, client_id: 1, cameras: [100], ...live }), split, NOW);
    expect([ofClient1.stream, ofClient1.history]).toEqual(["enabled", "disabled"]);
    const ofClient2 = toResultRow(makeHit("live_units", { id: 2, client_id: 2, cameras: [200], ...live }), split, NOW);
    expect([ofClient2.stream, ofClient2.history]).toEqual(["disabled", "enabled"]);
    const byCamera = toResultRow(
      makeHit("live_units", { id: 3, client_id: 3, cameras: [300, 301], ...live }),
      split,
      NOW,
    );
    expect([byCamera.stream, byCamera.history]).toEqual(["disabled", "enabled"]);
  });

  it("deactivated live units cannot stream", () => {
    const row = toResultRow(
      makeHit("live_units", { id: 1, client_id: 1, date_activated: "2024-01-01", date_deactivated: "2025-01-01" }),
      all,
      NOW,
    );
    expect(row.deactivated).toBe(true);
    expect([row.stream, row.history]).toEqual(["disabled", "enabled"]);
  });

  it("without rights loaded everything is disabled", () => {
    const row = toResultRow(makeHit("live_units", { id: 1, client_id: 1, ...live }), undefined, NOW);
    expect([row.stream, row.history]).toEqual(["disabled", "disabled"]);
  });

  it("cabinets offer history only; clients and regions no buttons", () => {
    const cabinet = toResultRow(makeHit("archive_cabinets", { id: 1, client_id: 1 }), split, NOW);
    expect([cabinet.stream, cabinet.history]).toEqual(["hidden", "enabled"]);
    const client = toResultRow(makeHit("clients", { id: 1 }), all, NOW);
    expect([client.stream, client.history]).toEqual(["hidden", "hidden"]);
  });
});
