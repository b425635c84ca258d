import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./build/entries.mjs";
import { findFixedSleeps, MAX_SLEEP_MS, scanDir } from "./fixed-sleeps.mjs";

const lines = (code: string) => findFixedSleeps(code).map((found) => found.line);

// Issue 19: tests (browser, e2e, benchmarks) wait for observable state, never for time.
describe("fixed sleeps in tests/", () => {
  it(`finds none over ${MAX_SLEEP_MS} ms`, () => {
    expect(scanDir(path.join(root, "tests"))).toEqual([]);
  }, 60_000); // parses about a hundred files: slow on a busy machine

  it("finds the sleeps tests/ had (literals, constants, expressions, helpers)", () => {
    const code = [
      "const IDLE_MS = 1500;",
      "const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));",
      "await page.waitForTimeout(8000);", // 3
      "await page.waitForTimeout(IDLE_MS);", // 4
      "await page.waitForTimeout(seconds * 1000);", // 5
      "await page.waitForTimeout(Number(process.argv[2] ?? 4000));", // 6
      "await new Promise((resolve) => setTimeout(resolve, count > 0 ? 2500 : 100));", // 7
      "await new Promise((r) => setTimeout(() => r(), 300));", // 8
      "await sleep(2000);", // 9
      "await delay(250);", // 10
      'import { setTimeout as pause } from "node:timers/promises"; await setTimeout(1_000);', // 11
    ].join("\n");
    expect(lines(code)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it(`allows short steps, deadlines and timers that do work`, () => {
    const code = [
      "const STEP_MS = 200;",
      "await page.waitForTimeout(16);",
      "await page.waitForTimeout(STEP_MS);",
      "await new Promise((resolve) => setTimeout(resolve, Math.min(ms, STEP_MS)));",
      "const timer = setTimeout(() => reject(new Error('no frame in 15 s')), 15000);",
      "setTimeout(() => resolve('deadline'), 5_000);",
      "setTimeout(() => { generator.stop(); send(figures); }, ms);",
      "test.setTimeout(120_000);",
    ].join("\n");
    expect(lines(code)).toEqual([]);
  });
});
