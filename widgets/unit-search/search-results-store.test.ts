import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, resetConfig } from "../core/config/config-store";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { toResultRow } from "./result-rows";
import { $loadingMore, $searchResults, loadMoreResults, runSearch } from "./search-results-store";
import { $searchState, initialSearchState } from "../core/search/search-state";

/** A real HTTP server answering /api/vms/search with whatever body the test sets. */
let server: Server;
let baseUrl = "";
let reply: { status: number; body: string } = { status: 200, body: "" };

const envelope = (data: unknown) => JSON.stringify({ status: 200, statusMessage: "OK", data });
const hit = (id: number, source: Record<string, unknown> = {}) => ({
  _index: "live_units",
  _id: String(id),
  _score: 1,
  _source: { id, name: `Unit ${id}`, type: "LiveUnit", client_id: 1, date_activated: "2024-01-01", ...source },
  highlight: {},
});

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(reply.status, { "Content-Type": "application/json", Connection: "close" });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configure({ apiBaseUrl: baseUrl });
  $searchState.set({ ...initialSearchState, searchQuery: "pho" });
});

afterAll(async () => {
  resetConfig();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => clearNotifications());

const keys = () => $notificationQueue.get().map((notification) => notification.key);

describe("search results store: bad input and faults", () => {
  it("a good page is stored", async () => {
    reply = { status: 200, body: envelope({ results: [hit(1), hit(2)], meta: { count: 2, took: 1 } }) };
    await runSearch();
    const state = $searchResults.get();
    expect(state.status).toBe("success");
    expect(state.status === "success" && state.data.hits.map((h) => h._source.id)).toEqual([1, 2]);
    expect(keys()).toEqual([]);
  });

  it.each([
    ["missing fields", envelope({ results: [hit(1)] })],
    ["wrong types", envelope({ results: [hit(1)], meta: { count: "2", took: 1 } })],
    [
      "a hit of an unknown index",
      envelope({ results: [{ ...hit(1), _index: "cameras" }], meta: { count: 1, took: 1 } }),
    ],
    ["not JSON", "<html>oops</html>"],
    ["no envelope", JSON.stringify({ results: [], meta: { count: 0, took: 0 } })],
  ])("%s: 'Failed to retrieve live units' and the schema error", async (_, body) => {
    reply = { status: 200, body };
    await runSearch();
    const state = $searchResults.get();
    expect(state.status === "error" && state.error.code).toBe("schema");
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("a non-200 answer: the notification and an http error", async () => {
    reply = { status: 500, body: JSON.stringify({ status: 500, statusMessage: "Error", data: null, error: "boom" }) };
    await runSearch();
    const state = $searchResults.get();
    expect(state.status === "error" && [state.error.code, state.error.status]).toEqual(["http", 500]);
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("invalid coordinates and huge strings are accepted and shown safely", async () => {
    const huge = "x".repeat(1_000_000);
    reply = {
      status: 200,
      body: envelope({
        results: [
          hit(1, { latitude: "abc", longitude: null }),
          hit(2, { latitude: 123, longitude: 500 }),
          hit(3, { name: huge, location_street: huge }),
        ],
        meta: { count: 3, took: 1 },
      }),
    };
    await runSearch();
    const state = $searchResults.get();
    expect(state.status).toBe("success");
    const rows = state.status === "success" ? state.data.hits.map((h) => toResultRow(h, undefined)) : [];
    expect(rows.map((row) => row.position)).toEqual([null, null, null]);
    expect(rows[2]?.label.length).toBe(1_000_000);
    expect(keys()).toEqual([]);
  });

  it("a network failure: the notification, and the next search works again", async () => {
    configure({ apiBaseUrl: "http://127.0.0.1:1" });
    await runSearch();
    const state = $searchResults.get();
    expect(state.status === "error" && state.error.code).toBe("network");
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
    configure({ apiBaseUrl: baseUrl });
    reply = { status: 200, body: envelope({ results: [hit(9)], meta: { count: 1, took: 1 } }) };
    await runSearch();
    expect($searchResults.get().status).toBe("success");
  });

  it("a failing further page notifies and keeps the rows already shown", async () => {
    reply = { status: 200, body: envelope({ results: [hit(1)], meta: { count: 30, took: 1 } }) };
    await runSearch();
    reply = { status: 502, body: "" };
    await loadMoreResults();
    const state = $searchResults.get();
    expect(state.status === "success" && state.data.hits).toHaveLength(1);
    expect($loadingMore.get()).toBe(false);
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("the latest request wins: an older answer never replaces a newer one", async () => {
    reply = { status: 200, body: envelope({ results: [hit(1)], meta: { count: 1, took: 1 } }) };
    const first = runSearch();
    reply = { status: 200, body: envelope({ results: [hit(2)], meta: { count: 1, took: 1 } }) };
    const second = runSearch();
    await Promise.all([first, second]);
    const state = $searchResults.get();
    expect(state.status === "success" && state.data.hits[0]?._source.id).toBe(2);
  });
});
