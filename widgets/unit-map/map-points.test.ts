import { describe, expect, it } from "vitest";
import type { SearchHit } from "../core/schemas/search";
import { buildPoints, selectionOf } from "./map-points";

const NOW = Date.parse("2026-01-01T00:00:00Z");

function hit(index: SearchHit["_index"], source: Partial<SearchHit["_source"]> & { id: number }): SearchHit {
  const type = index === "live_units" ? "LiveUnit" : index === "archive_cabinets" ? "ArchiveCabinet" : "Client";
  return {
    _index: index,
    _id: String(source.id),
    _score: 1,
    highlight: {},
    _source: { name: `unit ${source.id}`, type, ...source },
  };
}

const live = (id: number, extra: Partial<SearchHit["_source"]> = {}) =>
  hit("live_units", {
    id,
    latitude: 40,
    longitude: -100,
    date_activated: "2020-01-01",
    date_deactivated: null,
    ...extra,
  });

describe("buildPoints", () => {
  it("classes live units as live or deactivated by their dates", () => {
    const points = buildPoints(
      [
        live(1),
        live(2, { date_deactivated: "2025-06-01" }),
        live(3, { date_activated: "2027-01-01" }),
        live(4, { date_activated: null }),
      ],
      NOW,
    );
    expect(points.map((p) => [p.members[0]?.id, p.kind])).toEqual([
      [1, "live"],
      [2, "deactivated"],
      [3, "deactivated"],
      [4, "deactivated"],
    ]);
  });

  it("drops units with invalid coordinates (strings, null, out of range, NaN)", () => {
    const points = buildPoints(
      [
        live(1, { latitude: "40", longitude: -100 }),
        live(2, { latitude: null, longitude: null }),
        live(3, { latitude: 91, longitude: 0 }),
        live(4, { latitude: 0, longitude: -180.5 }),
        live(5, { latitude: Number.NaN, longitude: 0 }),
        live(6, { latitude: undefined }),
        live(7, { latitude: -90, longitude: 180 }),
      ],
      NOW,
    );
    expect(points.map((p) => p.key)).toEqual(["live_unit:7"]);
  });

  it("groups cabinets with the same position and the same name, not otherwise", () => {
    const cabinet = (id: number, name: string, latitude: number) =>
      hit("archive_cabinets", { id, name, latitude, longitude: -80 });
    const points = buildPoints(
      [cabinet(9, "North", 30), cabinet(4, "North", 30), cabinet(5, "North", 31), cabinet(6, "South", 30)],
      NOW,
    );
    expect(points).toHaveLength(3);
    const [group, other, differentName] = points;
    expect(group?.kind).toBe("cabinet");
    expect(group?.members.map((m) => m.id)).toEqual([4, 9]);
    expect(group?.key).toBe("archive_cabinet:4");
    expect(other?.members.map((m) => m.id)).toEqual([5]);
    expect(differentName?.members.map((m) => m.id)).toEqual([6]);
  });

  it("ignores clients and regions", () => {
    expect(buildPoints([hit("clients", { id: 1, latitude: 1, longitude: 1 })], NOW)).toEqual([]);
  });

  it("never groups live units", () => {
    expect(buildPoints([live(1), live(2)], NOW)).toHaveLength(2);
  });
});

describe("selectionOf", () => {
  it("gives the shared selection with kind, deactivated flag and position", () => {
    const [point] = buildPoints([live(2, { name: "Lot 2", date_deactivated: "2025-06-01" })], NOW);
    if (!point?.members[0]) throw new Error("no point");
    expect(selectionOf(point, point.members[0])).toEqual({
      kind: "live_unit",
      id: 2,
      name: "Lot 2",
      deactivated: true,
      position: { lat: 40, lng: -100 },
    });
  });
});
