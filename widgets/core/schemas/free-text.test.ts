import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { FREE_TEXT_ERRORS, FreeTextSchema, freeTextProblem } from "./free-text";
import { ArchiveRequestSchema } from "./history";
import { ResolvePayloadSchema } from "./alerts";

describe("FreeTextSchema", () => {
  it("takes up to 200 characters of printable text, emoji included", () => {
    expect(z.safeParse(FreeTextSchema(), "x".repeat(200)).success).toBe(true);
    expect(z.safeParse(FreeTextSchema(), "Gate 🚪 ñ 東京").success).toBe(true);
    expect(freeTextProblem("x".repeat(201))).toBe(FREE_TEXT_ERRORS.tooLong(200));
  });

  it("refuses control characters (C0, DEL, C1) and lone surrogates", () => {
    for (const text of ["\u0000", "a\nb", "\t", "\u007f", "\u009b"])
      expect(freeTextProblem(text)).toBe(FREE_TEXT_ERRORS.control);
    for (const text of ["\ud800", "a\udfff", "\ud83d\ud83d", "\ude80\ud83d"])
      expect(freeTextProblem(text)).toBe(FREE_TEXT_ERRORS.surrogate);
    expect(z.safeParse(FreeTextSchema(), "\ud83d\ude80").success).toBe(true);
  });

  it("keeps a multiline text's line breaks and the spec's own limits", () => {
    const note = FreeTextSchema({ multiline: true, max: 1000 });
    expect(z.safeParse(note, "first line\r\nsecond\tline").success).toBe(true);
    expect(z.safeParse(note, "x".repeat(1000)).success).toBe(true);
    expect(z.safeParse(note, "bell\u0007").success).toBe(false);
    const payload = { alertId: 1, tags: ["other"], note: "x".repeat(1001) };
    expect(ResolvePayloadSchema.safeParse(payload).error?.issues[0]?.message).toBe("note_too_long");
  });

  it("names the field in the classic schemas that use it", () => {
    const parsed = ArchiveRequestSchema.safeParse({
      title: "a\u0000",
      start: "2026-11-01T00:00:00Z",
      stop: "2026-11-01T00:01:00Z",
    });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["title"], message: FREE_TEXT_ERRORS.control });
  });
});
