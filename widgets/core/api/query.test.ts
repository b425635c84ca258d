import { describe, expect, it } from "vitest";
import { toQueryString } from "./query";

describe("toQueryString", () => {
  it("writes arrays bracket style and nested objects with brackets", () => {
    const text = toQueryString({ q: "pho", filter: { indices: ["live_units", "clients"], client_id: [3] }, limit: 25 });
    expect(decodeURIComponent(text)).toBe(
      "?q=pho&filter[indices][]=live_units&filter[indices][]=clients&filter[client_id][]=3&limit=25",
    );
  });

  it("skips null and undefined, keeps false and 0", () => {
    expect(toQueryString({ a: undefined, b: null, c: false, d: 0 })).toBe("?c=false&d=0");
  });

  it("encodes special characters", () => {
    expect(toQueryString({ q: "a&b=c" })).toBe("?q=a%26b%3Dc");
  });

  it("answers an empty string for no values", () => {
    expect(toQueryString({})).toBe("");
  });
});
