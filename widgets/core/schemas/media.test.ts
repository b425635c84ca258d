import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { UrlSchema, WhepSessionSchema } from "./media";

// UrlSchema was zod's `z.url()`: it must accept and refuse the same, and give the same value.
const zods = z.url();

const INPUTS = [
  "https://media.example.com/whep/cam-12/session/abc",
  "http://localhost:8080/whep/1",
  "  https://example.com/a  ",
  "https://exa\nmple.com/path\t",
  "mailto:someone@example.com",
  "http:example.com",
  "https:/path",
  "file:///tmp/x",
  "/whep/relative",
  "whep/relative",
  "",
  "   ",
  "https://",
  "http://[::1]:8080/",
  "http://[::1",
  "https://exa mple.com",
  "//example.com/x",
  "not a url",
];

describe("UrlSchema", () => {
  it("accepts, refuses and gives what zod's z.url() does", () => {
    let accepted = 0;
    for (const input of INPUTS) {
      const ours = z.safeParse(UrlSchema, input);
      const theirs = z.safeParse(zods, input);
      expect(ours.success, JSON.stringify(input)).toBe(theirs.success);
      if (ours.success && theirs.success) {
        expect(ours.data).toBe(theirs.data);
        accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(4);
    expect(accepted).toBeLessThan(INPUTS.length - 4);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, 12, undefined, new URL("https://example.com")])
      expect(z.safeParse(UrlSchema, value).success).toBe(false);
  });

  it("is the WHEP session's Location", () => {
    const answer = "v=0\r\n";
    expect(z.safeParse(WhepSessionSchema, { answer, location: "https://m.example/whep/1" }).success).toBe(true);
    expect(z.safeParse(WhepSessionSchema, { answer, location: "/whep/1" }).success).toBe(false);
  });
});
