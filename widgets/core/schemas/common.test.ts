import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { IsoDateTimeSchema } from "./common";

// IsoDateTimeSchema was zod's `z.iso.datetime({ offset: true })`: it must accept and refuse the same.
const zods = z.iso.datetime({ offset: true });
const accepts = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

const ACCEPTED = [
  "2026-11-21T14:00:00Z",
  "2026-11-21T14:00:00.000Z",
  "2026-11-21T14:00:00.123456789Z",
  "2026-11-21T08:00:00-06:00",
  "2026-11-21T23:59:59+14:00",
  "2024-02-29T00:00:00Z",
  "2000-02-29T00:00:00Z",
  "2026-12-31T23:59:59.5+05:30",
];
const REFUSED = [
  "",
  "2026-11-21",
  "2026-11-21T14:00Z", // no seconds
  "2026-11-21T14:00:00", // no offset
  "2026-11-21 14:00:00Z",
  "2026-11-21T24:00:00Z",
  "2026-11-21T14:60:00Z",
  "2026-11-21T14:00:60Z",
  "2026-11-31T14:00:00Z",
  "2026-02-29T14:00:00Z",
  "1900-02-29T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "2026-11-21T14:00:00.Z",
  "2026-11-21T14:00:00+0600",
  "2026-11-21T14:00:00+24:00",
  "2026-11-21T14:00:00z",
  " 2026-11-21T14:00:00Z",
  "2026-11-21T14:00:00Z\n",
  "not a date",
];

describe("IsoDateTimeSchema", () => {
  it("accepts what zod's iso.datetime({ offset: true }) accepts", () => {
    for (const value of ACCEPTED) {
      expect(accepts(zods, value), value).toBe(true);
      expect(accepts(IsoDateTimeSchema, value), value).toBe(true);
    }
  });

  it("refuses what it refuses, strings or not", () => {
    for (const value of [...REFUSED, null, 12, undefined, new Date()]) {
      expect(accepts(zods, value), String(value)).toBe(false);
      expect(accepts(IsoDateTimeSchema, value), String(value)).toBe(false);
    }
  });

  it("agrees with it on every variation of a date-time, character by character", () => {
    const base = "2024-02-29T23:59:59.250+05:30";
    const alphabet = ["0", "1", "2", "3", "5", "6", "9", "-", "+", ":", ".", "T", "Z", " ", "a", ""];
    let checked = 0;
    for (let at = 0; at < base.length; at++)
      for (const char of alphabet) {
        const value = base.slice(0, at) + char + base.slice(at + 1);
        expect(accepts(IsoDateTimeSchema, value), value).toBe(accepts(zods, value));
        checked++;
      }
    expect(checked).toBeGreaterThan(400);
  });

  it("agrees with it on every day, month and leap year, real or not", () => {
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    let accepted = 0;
    for (const year of [0, 4, 100, 400, 1900, 1996, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T12:30:45Z`;
          const ours = accepts(IsoDateTimeSchema, value);
          expect(ours, value).toBe(accepts(zods, value));
          if (ours) accepted++;
        }
    expect(accepted).toBe(12 * 365 + 7); // leap years here: 0, 4, 400, 1996, 2000, 2024, 2400
  });

  it("is still documented as a date-time", () => {
    expect(z.toJSONSchema(IsoDateTimeSchema)).toMatchObject({ type: "string", format: "date-time" });
  });
});
