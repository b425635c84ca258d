import { describe, expect, it } from "vitest";
import { afterThisTask } from "./time-slices";

/** A yield the test releases by hand. */
function manualYield() {
  let release = () => {};
  const yieldNow = () => new Promise<void>((resolve) => (release = resolve));
  return { yieldNow, release: async () => (release(), await Promise.resolve(), await Promise.resolve()) };
}

describe("afterThisTask (the map view is set up after the page's first task)", () => {
  it("creates nothing in the current task, then creates once the main thread was given back", async () => {
    const log: string[] = [];
    const gate = manualYield();
    afterThisTask(() => (log.push("create"), () => log.push("destroy")), gate.yieldNow);
    expect(log).toEqual([]);
    await gate.release();
    expect(log).toEqual(["create"]);
  });

  it("cleans up what it created", async () => {
    const log: string[] = [];
    const gate = manualYield();
    const cleanUp = afterThisTask(() => (log.push("create"), () => log.push("destroy")), gate.yieldNow);
    await gate.release();
    cleanUp();
    expect(log).toEqual(["create", "destroy"]);
  });

  it("creates nothing when cleaned up before its turn (unmounted at once)", async () => {
    const log: string[] = [];
    const gate = manualYield();
    const cleanUp = afterThisTask(() => (log.push("create"), () => log.push("destroy")), gate.yieldNow);
    cleanUp();
    await gate.release();
    expect(log).toEqual([]);
  });
});
