import { describe, expect, it } from "vitest";
import { RESOLVE_NOTE_MAX, RESOLVE_TAGS, type ResolveTag } from "../core/schemas/alerts";
import { toggleTag, validateResolve, type ResolveFieldErrors } from "./resolve-validation";

describe("validateResolve (document 3 §5)", () => {
  it.each<[string, ResolveTag[], string, ResolveFieldErrors | "ok"]>([
    ["no tag", [], "", { tags: "tagRequired" }],
    ["no tag, with a note", [], "a note", { tags: "tagRequired" }],
    ["one tag, no note", ["theft"], "", "ok"],
    ["several tags", ["theft", "tampering", "violence"], "", "ok"],
    ["Other without a note", ["other"], "", { note: "noteRequired" }],
    ["Other with a blank note", ["animal", "other"], "  \n\t ", { note: "noteRequired" }],
    ["Other with a note", ["other"], "Wind moved a sign", "ok"],
    ["a note of 1000 characters", ["theft"], "x".repeat(RESOLVE_NOTE_MAX), "ok"],
    ["a note of 1001 characters", ["theft"], "x".repeat(RESOLVE_NOTE_MAX + 1), { note: "noteTooLong" }],
    ["no tag and a note too long", [], "x".repeat(RESOLVE_NOTE_MAX + 1), { tags: "tagRequired", note: "noteTooLong" }],
    ["Other and a note too long", ["other"], "y".repeat(RESOLVE_NOTE_MAX + 1), { note: "noteTooLong" }],
  ])("%s", (_, tags, note, expected) => {
    const result = validateResolve(9001, { tags, note });
    if (expected === "ok") expect(result).toEqual({ ok: true, payload: { alertId: 9001, tags, note } });
    else expect(result).toEqual({ ok: false, errors: expected });
  });

  it("never lets an unknown tag through", () => {
    const result = validateResolve(9001, { tags: ["thief" as ResolveTag], note: "" });
    expect(result.ok).toBe(false);
  });
});

describe("toggleTag", () => {
  it("adds and removes, keeping the catalogue order", () => {
    let tags = toggleTag([], "violence", RESOLVE_TAGS);
    tags = toggleTag(tags, "accident", RESOLVE_TAGS);
    expect(tags).toEqual(["accident", "violence"]);
    expect(toggleTag(tags, "violence", RESOLVE_TAGS)).toEqual(["accident"]);
  });
});
