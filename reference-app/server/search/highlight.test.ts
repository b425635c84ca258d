import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";
import { parseQuery } from "./query-terms";
import { matchExpressions } from "./search.queries";

describe("highlight", () => {
  it("wraps substring matches of long terms, case-insensitively, keeping the original case", () => {
    expect(highlight("Trailer 0123 - Walmart Phoenix", ["phoe", "walm"])).toBe(
      "Trailer 0123 - <em>Walm</em>art <em>Phoe</em>nix",
    );
  });
  it("matches short terms at word starts only", () => {
    expect(highlight("Phoenix Alpha", ["ph"])).toBe("<em>Ph</em>oenix Alpha");
  });
  it("merges overlapping matches and leaves markup as raw text", () => {
    expect(highlight("<img src=x onerror=alert(1)>", ["img", "mg s"])).toBe("<<em>img s</em>rc=x onerror=alert(1)>");
  });
  it("returns null without a match", () => {
    expect(highlight("Tucson", ["phoe"])).toBeNull();
  });
});

describe("query terms", () => {
  it("treats '*' and blank as everything", () => {
    expect(parseQuery("*")).toEqual({ all: true });
    expect(parseQuery("   ")).toEqual({ all: true });
  });
  it("lower-cases, splits, drops punctuation-only terms and duplicates", () => {
    expect(parseQuery("  Walmart  PHO - walmart ")).toEqual({ all: false, terms: ["walmart", "pho"] });
  });
  it("sends long terms to the trigram index and short ones as quoted prefixes", () => {
    expect(matchExpressions(["lvt-2a", "ph", 'a"b'])).toEqual({ trigram: '"lvt-2a" AND "a""b"', words: '"ph"*' });
  });
});
