import { describe, expect, it } from "vitest";
import { queryId, viewedAlertId, viewLinks, viewMode, type ViewQuery } from "./view-mode";

// Document 3 §2.2: live unless the query carries contextId and alertId together.
const TABLE: [query: ViewQuery, mode: "live" | "alert", viewed: number | undefined][] = [
  [{}, "live", undefined],
  [{ contextId: 7 }, "live", 7],
  [{ alertId: 7 }, "live", undefined],
  [{ contextId: 7, alertId: 7 }, "alert", 7],
  [{ contextId: 7, alertId: 9 }, "alert", 9],
  [{ contextId: null, alertId: 9 }, "live", undefined],
  [{ contextId: 7, alertId: null }, "live", 7],
  [{ contextId: 0, alertId: 9 }, "live", undefined],
  [{ contextId: 7, alertId: Number.NaN }, "live", 7],
  [{ contextId: 7.5, alertId: 9 }, "live", undefined],
  [{ contextId: -1, alertId: -1 }, "live", undefined],
];

describe("viewMode", () => {
  it.each(TABLE)("%j → %s (viewed alert %s)", (query, mode, viewed) => {
    expect(viewMode(query)).toBe(mode);
    expect(viewedAlertId(query)).toBe(viewed);
  });
});

describe("viewLinks", () => {
  it("Go Live keeps the alert as context; Go To Alert adds alertId", () => {
    expect(viewLinks(5, 42)).toEqual({
      live: "/live-unit/5/view?contextId=42",
      alert: "/live-unit/5/view?contextId=42&alertId=42",
    });
    expect(viewMode({ contextId: 42 })).toBe("live");
    expect(viewMode({ contextId: 42, alertId: 42 })).toBe("alert");
  });
});

describe("queryId", () => {
  it.each([
    ["12", 12],
    ["1", 1],
    ["0", undefined],
    ["-3", undefined],
    ["12abc", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
    ["99999999999999999999", undefined],
  ])("%j → %s", (raw, id) => expect(queryId(raw)).toBe(id));
});
