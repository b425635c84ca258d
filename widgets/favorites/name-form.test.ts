import { describe, expect, it } from "vitest";
import { nameProblem } from "./name-form";

describe("a list's name", () => {
  it("is required and at most 100 characters, trimmed", () => {
    expect(nameProblem("  ")).toBe("nameRequired");
    expect(nameProblem("x".repeat(101))).toBe("nameTooLong");
    expect(nameProblem(` ${"x".repeat(100)} `)).toBeNull();
  });
});
