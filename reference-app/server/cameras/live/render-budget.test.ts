import { expect, it } from "vitest";
import { createRenderBudget } from "./render-budget";

it("lets unwatched frames take at most its share of the time, after a first burst", () => {
  const budget = createRenderBudget({ share: 0.25, burstMs: 40 });
  // A burst: frames of 10 ms until the 40 ms are spent.
  let drawn = 0;
  for (let i = 0; i < 10; i++)
    if (budget.mayDraw(0)) {
      budget.spend(10, 0);
      drawn++;
    }
  expect(drawn).toBe(4);
  // Then one 10 ms frame per 40 ms (a quarter of the time), over two seconds of 5 ms ticks.
  drawn = 0;
  for (let now = 5; now <= 2000; now += 5)
    if (budget.mayDraw(now)) {
      budget.spend(10, now);
      drawn++;
    }
  expect(drawn).toBeGreaterThanOrEqual(49);
  expect(drawn).toBeLessThanOrEqual(51);
});

it("does not save up more than its burst while unused", () => {
  const budget = createRenderBudget({ share: 0.25, burstMs: 40 });
  budget.spend(40, 0);
  expect(budget.mayDraw(0)).toBe(false);
  // An hour later: still only 40 ms at once.
  let drawn = 0;
  for (let i = 0; i < 10; i++)
    if (budget.mayDraw(3_600_000)) {
      budget.spend(10, 3_600_000);
      drawn++;
    }
  expect(drawn).toBe(4);
});

it("a frame longer than what is left is drawn, and the debt is paid before the next", () => {
  const budget = createRenderBudget({ share: 0.5, burstMs: 10 });
  expect(budget.mayDraw(0)).toBe(true);
  budget.spend(30, 0); // 20 ms in debt: 40 ms at half share
  expect(budget.mayDraw(39)).toBe(false);
  expect(budget.mayDraw(41)).toBe(true);
});

it("a share of 1 or more bounds nothing", () => {
  const budget = createRenderBudget({ share: 1 });
  budget.spend(1_000_000, 0);
  expect(budget.mayDraw(0)).toBe(true);
});
