import { allTasks, cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { configure } from "../core/config/config-store";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { chooseClient, clearScope } from "../core/search/search-state";
import type { VmsErrorReport } from "../core/report/report-types";
import { defaultConfig, fileFakeApi, ok, rejection, type Reply } from "../core/testing/fake-api";
import { $mapLoaded, $mapPoints, $mapUnits } from "./map-units-store";

/** The fake API answers /api/vms/search with what each test sets: the edge the map's load parses. */
const api = await fileFakeApi({ settleMs: 0 });
const SEARCH = "/api/vms/search";

const hit = (index: string, source: Record<string, unknown>) => ({
  _index: index,
  _id: String(source.id),
  _score: 1,
  highlight: {},
  _source: source,
});
const unit = (id: number, extra: Record<string, unknown> = {}) =>
  hit("live_units", {
    id,
    name: `Unit ${id}`,
    type: "LiveUnit",
    latitude: 39.7,
    longitude: -104.9,
    date_activated: "2020-01-01",
    date_deactivated: null,
    ...extra,
  });
const results = (hits: unknown[]) => ok({ results: hits, meta: { count: hits.length, took: 1 } });

afterEach(() => {
  cleanStores($mapLoaded, $mapPoints, $mapUnits);
  clearScope();
  clearNotifications();
  configure({ apiBaseUrl: api.url });
});

const errorKeys = () => $notificationQueue.get().map((n) => `${n.severity}:${n.key}`);
const seen = () => api.calls.map((call) => call.query);

/** The map listens (as the widget does); resolves once the load settled. */
async function listen(): Promise<void> {
  $mapPoints.listen(() => undefined);
  await allTasks();
}

describe("$mapPoints", () => {
  it("loads every live unit and cabinet with the map limit and drops invalid coordinates", async () => {
    api.reply(
      SEARCH,
      results([
        unit(1),
        unit(2, { latitude: "x" }),
        unit(3, { latitude: 123 }),
        hit("archive_cabinets", { id: 8, name: "C", type: "ArchiveCabinet", latitude: 1, longitude: 2 }),
      ]),
    );
    expect($mapLoaded.get()).toBe(false);
    await listen();
    expect($mapLoaded.get()).toBe(true);
    expect($mapPoints.get()?.map((p) => p.key)).toEqual(["live_unit:1", "archive_cabinet:8"]);
    expect(seen()[0]).toContain("q=*");
    expect(seen()[0]).toContain("limit=10000");
    expect(seen()[0]).toContain("offset=0");
    expect(seen()[0]).toContain("filter[indices][]=live_units&filter[indices][]=archive_cabinets");
    expect(errorKeys()).toEqual([]);
  });

  it("refetches with the client filter when the search bar scope changes", async () => {
    api.reply(SEARCH, results([unit(1)]));
    await listen();
    api.calls.length = 0;
    chooseClient({ id: 7, name: "Acme" });
    await allTasks();
    expect(seen().some((query) => query.includes("filter[client_id][]=7"))).toBe(true);
  });
});

describe("bad input and faults", () => {
  const huge = "x".repeat(2_000_000);
  const cases: [string, Reply][] = [
    ["a hit without a name", results([{ ...unit(1), _source: { id: 1, type: "LiveUnit" } }])],
    ["an id of the wrong type", results([unit(1, { id: "1" })])],
    ["results that are not a list", ok({ results: "nope", meta: { count: 1, took: 1 } })],
    ["a missing meta", ok({ results: [] })],
    ["a body that is not JSON", { status: 200, body: `<html>${huge}` }],
    [
      "a huge string where a number belongs",
      (() => {
        const reply = results([unit(1, { latitude: 1, longitude: 2 })]);
        return { ...reply, body: reply.body.replace('"_score":1', `"_score":"${huge}"`) };
      })(),
    ],
    ["a 500", rejection(500, "boom")],
    ["a 404 with an empty body", { status: 404, body: "" }],
  ];

  it.each(cases)("%s: shows 'Failed to get live units' and keeps the points", async (_, bad) => {
    api.reply(SEARCH, results([unit(1)]));
    await listen();
    expect($mapPoints.get()).toHaveLength(1);
    api.reply(SEARCH, bad);
    const result = await $mapUnits.reload();
    expect(result.status).toBe("error");
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect($mapPoints.get()?.map((p) => p.key)).toEqual(["live_unit:1"]);
  });

  it("a huge but valid name is kept as text", async () => {
    api.reply(SEARCH, results([unit(1, { name: huge })]));
    await listen();
    expect($mapPoints.get()?.[0]?.name.length).toBe(huge.length);
    expect(errorKeys()).toEqual([]);
  });

  it("a network failure shows the error and is retried by itself until it recovers", async () => {
    configure({ apiBaseUrl: "http://127.0.0.1:9" });
    await listen();
    const state = $mapUnits.get();
    expect(state.status === "error" && state.error.code).toBe("network");
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect($mapLoaded.get()).toBe(false);
    api.reply(SEARCH, results([unit(5)]));
    configure({ apiBaseUrl: api.url });
    await allTasks();
    expect($mapLoaded.get()).toBe(true);
  });

  it("a transient failure (503) is retried with backoff without a second notification", async () => {
    api.reply(SEARCH, [rejection(503), results([unit(6)])]);
    await listen();
    expect($mapUnits.get().status).toBe("error");
    // The retry comes by itself after its backoff (about a second): wait for it, not for a fixed time.
    await expect
      .poll(() => $mapPoints.get()?.map((p) => p.key), { timeout: 5000, interval: 50 })
      .toEqual(["live_unit:6"]);
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
  });
});

describe("error reports (expected states are not errors)", () => {
  let reports: VmsErrorReport[];
  let consoleErrors: MockInstance;
  beforeEach(() => {
    reports = [];
    configure({ onError: (entry) => reports.push(entry) });
    consoleErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    defaultConfig();
    configure({ apiBaseUrl: api.url });
  });

  it("a refusal (403) shows the error but is neither reported nor logged as an error", async () => {
    api.reply(SEARCH, rejection(403));
    await listen();
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect(reports).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("an answer off the contract is reported once, as api.schema, for <vms-unit-map>", async () => {
    api.reply(SEARCH, ok({ results: "none" }));
    await listen();
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect(reports.map(({ level, code, widget }) => ({ level, code, widget }))).toEqual([
      { level: "error", code: "api.schema", widget: "vms-unit-map" },
    ]);
    expect(consoleErrors).toHaveBeenCalledTimes(1);
    expect(String(consoleErrors.mock.calls[0]?.[0])).toMatch(/^\[vms-widgets\] map units could not be loaded: /);
  });
});
