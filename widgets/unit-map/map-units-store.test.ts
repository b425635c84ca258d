import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { allTasks, cleanStores } from "nanostores";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, resetConfig } from "../core/config/config-store";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { chooseClient, clearScope } from "../core/search/search-state";
import { $mapLoaded, $mapPoints, $mapUnits, loadMapUnits } from "./map-units-store";

/** A real HTTP server whose answer each test sets: the edge the map's load parses. */
let server: Server;
let answer: { status: number; body: string } = { status: 200, body: "" };
const seen: string[] = [];

const envelope = (data: unknown) => JSON.stringify({ status: 200, statusMessage: "OK", data });
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
const results = (hits: unknown[]) => envelope({ results: hits, meta: { count: hits.length, took: 1 } });

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(decodeURIComponent(req.url ?? ""));
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  configure({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterEach(() => {
  cleanStores($mapPoints, $mapUnits);
  $mapPoints.set(null);
  clearScope();
  clearNotifications();
  seen.length = 0;
});

afterAll(async () => {
  resetConfig();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const errorKeys = () => $notificationQueue.get().map((n) => `${n.severity}:${n.key}`);

describe("$mapPoints", () => {
  it("loads every live unit and cabinet with the map limit and drops invalid coordinates", async () => {
    answer = {
      status: 200,
      body: results([
        unit(1),
        unit(2, { latitude: "x" }),
        unit(3, { latitude: 123 }),
        hit("archive_cabinets", { id: 8, name: "C", type: "ArchiveCabinet", latitude: 1, longitude: 2 }),
      ]),
    };
    const unbind = $mapPoints.listen(() => undefined);
    await allTasks();
    await loadMapUnits();
    expect($mapLoaded.get()).toBe(true);
    expect($mapPoints.get()?.map((p) => p.key)).toEqual(["live_unit:1", "archive_cabinet:8"]);
    expect(seen[0]).toContain("q=*");
    expect(seen[0]).toContain("limit=10000");
    expect(seen[0]).toContain("offset=0");
    expect(seen[0]).toContain("filter[indices][]=live_units&filter[indices][]=archive_cabinets");
    expect(errorKeys()).toEqual([]);
    unbind();
  });

  it("refetches with the client filter when the search bar scope changes", async () => {
    answer = { status: 200, body: results([unit(1)]) };
    const unbind = $mapPoints.listen(() => undefined);
    await loadMapUnits();
    seen.length = 0;
    chooseClient({ id: 7, name: "Acme" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.some((url) => url.includes("filter[client_id][]=7"))).toBe(true);
    unbind();
  });
});

describe("bad input and faults", () => {
  const huge = "x".repeat(2_000_000);
  const cases: [string, { status: number; body: string }][] = [
    ["a hit without a name", { status: 200, body: results([{ ...unit(1), _source: { id: 1, type: "LiveUnit" } }]) }],
    ["an id of the wrong type", { status: 200, body: results([unit(1, { id: "1" })]) }],
    ["results that are not a list", { status: 200, body: envelope({ results: "nope", meta: { count: 1, took: 1 } }) }],
    ["a missing meta", { status: 200, body: envelope({ results: [] }) }],
    ["a body that is not JSON", { status: 200, body: `<html>${huge}` }],
    [
      "a huge string where a number belongs",
      {
        status: 200,
        body: results([unit(1, { latitude: 1, longitude: 2, _score: huge })]).replace(
          '"_score":1',
          `"_score":"${huge}"`,
        ),
      },
    ],
    [
      "a 500",
      { status: 500, body: JSON.stringify({ status: 500, statusMessage: "Error", data: null, error: "boom" }) },
    ],
    ["a 404 with an empty body", { status: 404, body: "" }],
  ];

  it.each(cases)("%s: shows 'Failed to get live units' and keeps the points", async (_, bad) => {
    answer = { status: 200, body: results([unit(1)]) };
    await loadMapUnits();
    expect($mapPoints.get()).toHaveLength(1);
    answer = bad;
    const result = await loadMapUnits();
    expect(result.status).toBe("error");
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect($mapPoints.get()?.map((p) => p.key)).toEqual(["live_unit:1"]);
  });

  it("a huge but valid name is kept as text", async () => {
    answer = { status: 200, body: results([unit(1, { name: huge })]) };
    await loadMapUnits();
    expect($mapPoints.get()?.[0]?.name.length).toBe(huge.length);
    expect(errorKeys()).toEqual([]);
  });

  it("a network failure shows the error, and the next load recovers", async () => {
    configure({ apiBaseUrl: "http://127.0.0.1:9" });
    const result = await loadMapUnits();
    expect(result.status).toBe("error");
    if (result.status === "error") expect(result.error.code).toBe("network");
    expect(errorKeys()).toEqual(["error:core:errors.liveUnits"]);
    expect($mapLoaded.get()).toBe(false);
    configure({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    answer = { status: 200, body: results([unit(5)]) };
    await loadMapUnits();
    expect($mapLoaded.get()).toBe(true);
  });
});
