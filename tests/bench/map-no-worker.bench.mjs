// The map without a worker (a strict CSP, a CDN copy on another origin): the main-thread index
// is built one zoom level per task. Figures: add→paint of 10,000 and 15,000 units and the longest
// task while the points are added (a task over 50 ms is a "long task"), with and without a worker.
import { launch, openBenchPage, startBenchServer } from "./map-bench/page.mjs";

export const name = "map without a worker";
export const description = "longest main-thread task while 10,000 units are added ≤ 100 ms";
export const budget = true;

const BUDGET_MS = 100;

async function measure(page, count, worker) {
  return page.evaluate(
    async ({ count, worker }) => {
      /* global benchMap, benchPoints, nextPaint, workersReady */
      if (!worker) window.Worker = undefined;
      const tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask" });
      const view = benchMap();
      const points = benchPoints(count);
      await nextPaint();
      await workersReady(); // the worker (when there is one) starts with the map
      await nextPaint();
      tasks.length = 0;
      const start = performance.now();
      await view.setPoints(points);
      await nextPaint();
      const ms = performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { ms, longest: Math.max(0, ...tasks), long: tasks.length };
    },
    { count, worker },
  );
}

export async function run(context) {
  const server = await startBenchServer();
  const browser = await launch({ executablePath: context.chromium.executablePath, args: context.chromium.args });
  const figures = {};
  try {
    for (const [count, worker] of [
      [10000, false],
      [15000, false],
      [10000, true],
    ]) {
      const page = await openBenchPage(browser, server.url);
      const result = await measure(page, count, worker);
      await page.close();
      const label = `${count / 1000}k ${worker ? "worker" : "no worker"}`;
      figures[`${label}: add→paint (ms)`] = result.ms;
      figures[`${label}: longest task (ms)`] = result.longest;
      figures[`${label}: tasks over 50 ms`] = result.long;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  let longest = figures["10k no worker: longest task (ms)"];
  // Other processes on a shared machine only ever lengthen a task: before failing, measure again
  // (up to twice) and judge the shortest of the runs, which is the closest to the code's own cost.
  for (let retry = 0; retry < 2 && longest > BUDGET_MS; retry += 1) {
    const again = await launch({ executablePath: context.chromium.executablePath, args: context.chromium.args });
    const againServer = await startBenchServer();
    try {
      const page = await openBenchPage(again, againServer.url);
      longest = Math.min(longest, (await measure(page, 10000, false)).longest);
    } finally {
      await again.close();
      await againServer.close();
    }
    figures["10k no worker: longest task, shortest of the runs (ms)"] = longest;
  }
  if (longest > BUDGET_MS)
    throw new Error(`longest task without a worker ${Math.round(longest)} ms, budget ${BUDGET_MS} ms`);
  return figures;
}
