import { allTasks, cleanStores } from "nanostores";
import { afterEach, describe, expect, it } from "vitest";
import { configure } from "../core/config/config-store";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { $searchState, initialSearchState } from "../core/search/search-state";
import { fileFakeApi, ok, rejection, type FakeApi } from "../core/testing/fake-api";
import { $unitSearchRights } from "../core/units/rights-store";
import { toResultRow } from "./result-rows";
import { $loadingMore, $searchResults, loadMoreResults, runSearch } from "./search-results-store";

/** The fake API answers /api/vms/search with whatever the test sets (rights: 404, so none). */
const api = await fileFakeApi({ settleMs: 0 });
const SEARCH = "/api/vms/search";

const hit = (id: number, source: Record<string, unknown> = {}) => ({
  _index: "live_units",
  _id: String(id),
  _score: 1,
  _source: { id, name: `Unit ${id}`, type: "LiveUnit", client_id: 1, date_activated: "2024-01-01", ...source },
  highlight: {},
});

afterEach(() => {
  cleanStores($searchResults, $unitSearchRights);
  clearNotifications();
  configure({ apiBaseUrl: api.url });
});

const envelope = (data: unknown) => JSON.stringify({ status: 200, statusMessage: "OK", data });
const keys = () => $notificationQueue.get().map((notification) => notification.key);

/** The search bar listens with the query "pho"; resolves once the first search settled. */
async function listenWith(reply: Parameters<FakeApi["reply"]>[1]): Promise<void> {
  api.reply(SEARCH, reply);
  $searchState.set({ ...initialSearchState, searchQuery: "pho" });
  $searchResults.listen(() => undefined);
  await allTasks();
}

describe("search results store: bad input and faults", () => {
  it("a good page is stored", async () => {
    await listenWith(ok({ results: [hit(1), hit(2)], meta: { count: 2, took: 1 } }));
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
    await listenWith({ status: 200, body });
    const state = $searchResults.get();
    expect(state.status === "error" && state.error.code).toBe("schema");
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("a non-200 answer: the notification and an http error", async () => {
    await listenWith(rejection(500, "boom"));
    const state = $searchResults.get();
    expect(state.status === "error" && [state.error.code, state.error.status]).toEqual(["http", 500]);
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("invalid coordinates and huge strings are accepted and shown safely", async () => {
    const huge = "x".repeat(1_000_000);
    await listenWith(
      ok({
        results: [
          hit(1, { latitude: "abc", longitude: null }),
          hit(2, { latitude: 123, longitude: 500 }),
          hit(3, { name: huge, location_street: huge }),
        ],
        meta: { count: 3, took: 1 },
      }),
    );
    const state = $searchResults.get();
    expect(state.status).toBe("success");
    const rows = state.status === "success" ? state.data.hits.map((h) => toResultRow(h, undefined)) : [];
    expect(rows.map((row) => row.position)).toEqual([null, null, null]);
    expect(rows[2]?.label.length).toBe(1_000_000);
    expect(keys()).toEqual([]);
  });

  it("a network failure: the notification, and the next search works again", async () => {
    configure({ apiBaseUrl: "http://127.0.0.1:1" });
    await listenWith(ok({ results: [], meta: { count: 0, took: 1 } }));
    const state = $searchResults.get();
    expect(state.status === "error" && state.error.code).toBe("network");
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
    api.reply(SEARCH, ok({ results: [hit(9)], meta: { count: 1, took: 1 } }));
    configure({ apiBaseUrl: api.url });
    await allTasks();
    expect($searchResults.get().status).toBe("success");
  });

  it("a failing further page notifies and keeps the rows already shown", async () => {
    await listenWith(ok({ results: [hit(1)], meta: { count: 30, took: 1 } }));
    api.reply(SEARCH, { status: 502, body: "" });
    await loadMoreResults();
    const state = $searchResults.get();
    expect(state.status === "success" && state.data.hits).toHaveLength(1);
    expect($loadingMore.get()).toBe(false);
    expect(keys()).toEqual(["core:errors.retrieveLiveUnits"]);
  });

  it("the latest request wins: an older answer never replaces a newer one", async () => {
    await listenWith(ok({ results: [hit(0)], meta: { count: 1, took: 1 } }));
    api.reply(SEARCH, ok({ results: [hit(1)], meta: { count: 1, took: 1 } }, 60));
    const first = runSearch();
    api.reply(SEARCH, ok({ results: [hit(2)], meta: { count: 1, took: 1 } }));
    const second = runSearch();
    await Promise.all([first, second]);
    const state = $searchResults.get();
    expect(state.status === "success" && state.data.hits[0]?._source.id).toBe(2);
  });
});
