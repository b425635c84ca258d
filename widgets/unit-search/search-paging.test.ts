import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../reference-app/server/app";
import { configure, resetConfig } from "../core/config/config-store";
import { loadUnitSearchRights } from "../core/units/rights-store";
import { $searchResults, loadMoreResults, runSearch } from "./search-results-store";
import { $searchState, chooseClient, initialSearchState } from "../core/search/search-state";

/** Paging against the real reference server (in-memory SQLite, seeded fleet). */
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, dbFile: ":memory:" });
  configure({ apiBaseUrl: server.url, token: server.issueToken("multi") });
  await loadUnitSearchRights();
});

afterAll(async () => {
  await server.close();
  resetConfig();
});

const loaded = () => {
  const state = $searchResults.get();
  if (state.status !== "success") throw new Error(`no results: ${state.status}`);
  return state.data;
};

describe("search paging", () => {
  it("loads pages of 25 until the count is reached, without repeats", async () => {
    $searchState.set({ ...initialSearchState, searchQuery: "pole" });
    await runSearch();
    const first = loaded();
    expect(first.hits).toHaveLength(25);
    expect(first.count).toBeGreaterThan(50);
    await loadMoreResults();
    await loadMoreResults();
    const third = loaded();
    expect(third.hits).toHaveLength(75);
    expect(new Set(third.hits.map((hit) => `${hit._index}:${hit._id}`)).size).toBe(75);
    expect(third.count).toBe(first.count);
  });

  it("choosing a client resets the query and lists that client's units by name", async () => {
    $searchState.set({ ...initialSearchState, searchQuery: "pole" });
    await runSearch();
    const client = loaded().hits.find((hit) => hit._source.client_id)!;
    chooseClient({ id: client._source.client_id!, name: client._source.client_name ?? "" });
    expect($searchState.get().searchQuery).toBe("");
    await runSearch();
    const byClient = loaded();
    expect(byClient.hits.length).toBeGreaterThan(0);
    expect(byClient.hits.every((hit) => hit._source.client_id === client._source.client_id)).toBe(true);
    expect(byClient.hits.every((hit) => hit._index === "live_units" || hit._index === "archive_cabinets")).toBe(true);
    const names = byClient.hits.map((hit) => hit._source.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("an empty query without a filter asks nothing", async () => {
    $searchState.set(initialSearchState);
    await runSearch();
    expect($searchResults.get().status).toBe("notAsked");
  });
});
