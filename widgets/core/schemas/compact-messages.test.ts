import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "zod/v4/locales/en.js";
import compactMessages from "./compact-messages";

const messages = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe("the brief English messages of the partner tag's bundle", () => {
  beforeAll(() => z.config(compactMessages()));
  afterAll(() => z.config(en()));

  it("say what was expected and what came", () => {
    expect(messages(z.int(), "12")).toEqual(["Invalid input: expected number, received string"]);
    expect(messages(z.object({ a: z.boolean() }), { a: null })).toEqual([
      "Invalid input: expected boolean, received null",
    ]);
    expect(messages(z.enum(["auto", "main"]), "big")).toEqual(['Invalid option: expected one of "auto"|"main"']);
    expect(messages(z.int().check(z.positive()), 0)).toEqual(["Too small: expected number > 0"]);
    expect(messages(z.string().check(z.maxLength(2)), "abc")).toEqual(["Too big: expected string <= 2"]);
    expect(messages(z.url(), "no url")).toEqual(["Invalid url"]);
    expect(messages(z.strictObject({}), { b: 1 })).toEqual(["Unrecognized keys: b"]);
    expect(messages(z.union([z.string(), z.number()]), true)).toEqual(["Invalid input"]);
  });
});
