import { allTasks, cleanStores } from "nanostores";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settled } from "../core/api/remote-store";
import { configure } from "../core/config/config-store";
import { $searchState, chooseClient, initialSearchState } from "../core/search/search-state";
import { defaultConfig } from "../core/testing/fake-api";
import { $unitSearchRights } from "../core/units/rights-store";
import { $searchResults, loadMoreResults } from "./search-results-store";
import { startTestServer } from "../../reference-app/server/testing/server-test";

/** Paging against the real reference server (a copy of the seeded fleet database). */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
  configure({ apiBaseUrl: server.url, token: await server.issueToken("multi") });
  // The search bar listens: the rights load, then every state change searches.
  $searchResults.listen(() => undefined);
  await settled($unitSearchRights);
});

afterAll(async () => {
  cleanStores($searchResults, $unitSearchRights);
  await server.close();
  defaultConfig();
});

const loaded = () => {
  const state = $searchResults.get();
  if (state.status !== "success") throw new Error(`no results: ${state.status}`);
  return state.data;
};

describe("search paging", () => {
  it("loads pages of 25 until the count is reached, without repeats", async () => {
    $searchState.set({ ...initialSearchState, searchQuery: "pole" });
    await allTasks();
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
    await allTasks();
    const client = loaded().hits.find((hit) => hit._source.client_id)!;
    chooseClient({ id: client._source.client_id!, name: client._source.client_name ?? "" });
    expect($searchState.get().searchQuery).toBe("");
    await allTasks();
    const byClient = loaded();
    expect(byClient.hits.length).toBeGreaterThan(0);
    expect(byClient.hits.every((hit) => hit._source.client_id === client._source.client_id)).toBe(true);
    expect(byClient.hits.every((hit) => hit._index === "live_units" || hit._index === "archive_cabinets")).toBe(true);
    const names = byClient.hits.map((hit) => hit._source.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("an empty query without a filter asks nothing", async () => {
    $searchState.set(initialSearchState);
    await allTasks();
    expect($searchResults.get().status).toBe("notAsked");
  });
});
