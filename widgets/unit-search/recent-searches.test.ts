import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEPT,
  removeRecentSearch,
  visibleRecentSearches,
} from "./recent-searches";

describe("recent searches storage", () => {
  it("keeps at most 10, newest first, and shows 3", () => {
    let list: string[] = [];
    for (let i = 1; i <= 14; i++) list = addRecentSearch(list, `query ${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(list[0]).toBe("query 14");
    expect(list[9]).toBe("query 5");
    expect(visibleRecentSearches(list)).toEqual(["query 14", "query 13", "query 12"]);
  });

  it("dedupes case-insensitively, moving the search to the front", () => {
    const list = addRecentSearch(["walmart", "phoenix", "LVT-2A"], "  Phoenix ");
    expect(list).toEqual(["Phoenix", "walmart", "LVT-2A"]);
  });

  it("ignores blank searches", () => {
    expect(addRecentSearch(["a"], "   ")).toEqual(["a"]);
  });

  it("removes one search", () => {
    expect(removeRecentSearch(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("reads bad JSON or a wrong shape from storage as an empty list", () => {
    expect(parseRecentSearches("{not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches("[1,2]")).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });

  it("repairs a stored list that is too long or has duplicates", () => {
    const stored = JSON.stringify(["a", "A", " b ", "", ...Array.from({ length: 20 }, (_, i) => `q${i}`)]);
    const list = parseRecentSearches(stored);
    expect(list.slice(0, 3)).toEqual(["a", "b", "q0"]);
    expect(list).toHaveLength(10);
  });
});
