import { describe, expect, it } from "vitest";
import { DEFAULT_MINUTES_TEXT, parseSuspendMinutes, patrolAction } from "./suspend-patrol";

describe("suspend patrol (document 3 §2.1, §5)", () => {
  it("defaults to '5'", () => {
    expect(DEFAULT_MINUTES_TEXT).toBe("5");
    expect(parseSuspendMinutes(DEFAULT_MINUTES_TEXT)).toBe(5);
  });

  it.each([
    ["30", 30],
    [" 15 ", 15],
    ["10 min", 10],
    ["7.9", 7],
    ["1440", 1440],
    ["", null],
    ["abc", null],
    ["0", null],
    ["-3", null],
    ["1441", null],
  ] as const)("parses %j as %j", (text, minutes) => {
    expect(parseSuspendMinutes(text)).toBe(minutes);
  });

  it("resumes with no dialog when suspended, else asks for minutes", () => {
    expect(patrolAction(true)).toBe("resume");
    expect(patrolAction(false)).toBe("askMinutes");
  });
});
