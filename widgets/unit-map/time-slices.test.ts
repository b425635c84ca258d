import { describe, expect, it } from "vitest";
import { inSlices } from "./time-slices";

describe("inSlices", () => {
  it("yields whenever a slice has used its time, and runs every item in order", async () => {
    let clock = 0;
    const log: string[] = [];
    const done = await inSlices(
      [1, 2, 3, 4, 5],
      (item) => {
        log.push(String(item));
        clock += 3; // each item takes 3 ms: a slice of 8 ms holds three
      },
      { sliceMs: 8, now: () => clock, yieldNow: async () => void log.push("yield") },
    );
    expect(done).toBe(true);
    expect(log).toEqual(["1", "2", "3", "yield", "4", "5"]);
  });

  it("stops at the next item once stopped() says so", async () => {
    const ran: number[] = [];
    let stop = false;
    const done = await inSlices(
      [1, 2, 3],
      (item) => {
        ran.push(item);
        stop = item === 2;
      },
      { stopped: () => stop },
    );
    expect(done).toBe(false);
    expect(ran).toEqual([1, 2]);
  });
});
