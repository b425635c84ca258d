import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_BACKOFF } from "./backoff";

const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 };

describe("backoffDelay", () => {
  it("doubles from the base up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("gives up after the last attempt and refuses nonsense", () => {
    expect(backoffDelay(9, noJitter)).toBeNull();
    expect(backoffDelay(0, noJitter)).toBeNull();
    expect(backoffDelay(1.5, noJitter)).toBeNull();
  });

  it("spreads delays by the jitter fraction, never past the cap", () => {
    expect(backoffDelay(2, DEFAULT_BACKOFF, () => 0)).toBe(1600);
    expect(backoffDelay(2, DEFAULT_BACKOFF, () => 0.5)).toBe(2000);
    expect(backoffDelay(2, DEFAULT_BACKOFF, () => 0.999999)).toBe(2400);
    expect(backoffDelay(7, DEFAULT_BACKOFF, () => 0.999999)).toBe(30000);
  });
});
