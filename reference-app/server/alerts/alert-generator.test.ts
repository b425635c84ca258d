import { describe, expect, it } from "vitest";
import { createAlertGenerator, MAX_CATCH_UP_MS } from "./alert-generator";

const counting = (ratePerMinute: number) => {
  let count = 0;
  const generator = createAlertGenerator({ ratePerMinute, raise: () => void (count += 1) });
  return { generator, count: () => count };
};

describe("alert generator", () => {
  it.each([1, 2, 60, 600, 6000])("raises exactly %i a minute at even intervals", (rate) => {
    const { generator, count } = counting(rate);
    generator.startManual(0);
    for (let t = 0; t <= 60_000; t += 250) generator.catchUp(t);
    expect(count()).toBe(rate);
    expect(generator.raised()).toBe(rate);
  });

  it("raises nothing before the first interval", () => {
    const { generator, count } = counting(2);
    generator.startManual(1000);
    generator.catchUp(30_999);
    expect(count()).toBe(0);
    generator.catchUp(31_000);
    expect(count()).toBe(1);
  });

  it("is off at rate 0", () => {
    const { generator, count } = counting(0);
    generator.startManual(0);
    generator.start();
    generator.catchUp(10 * 60_000);
    expect(count()).toBe(0);
    generator.stop();
  });

  it("skips ahead instead of bursting after a long stall", () => {
    const { generator, count } = counting(600); // one every 100 ms
    generator.startManual(0);
    generator.catchUp(60_000);
    expect(count()).toBeLessThanOrEqual(MAX_CATCH_UP_MS / 100 + 1);
  });

  it("runs on real timers", async () => {
    const { generator, count } = counting(6000); // one every 10 ms
    generator.start();
    await new Promise((resolve) => setTimeout(resolve, 505));
    generator.stop();
    expect(count()).toBeGreaterThanOrEqual(45);
    expect(count()).toBeLessThanOrEqual(51);
  });
});
