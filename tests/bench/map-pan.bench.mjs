/* global benchMap, benchPoints, nextPaint, workersReady, workerUpgraded -- defined in the bench page (map-bench/page.mjs) */
// Pan frame time with 100,000 units against the same map with none (p95 of animation-frame
// intervals while dragging with the mouse), and the main thread's long tasks while the index of
// the 100,000 units builds (PerformanceObserver "longtask").
import { launch, openBenchPage, percentile, startBenchServer } from "./map-bench/page.mjs";

export const name = "map pan with 100,000 units";
export const description = "frame p95 ≤ 1.1× an empty map; no main-thread task over 50 ms while indexing";
export const budget = true;

const COUNT = 100000;
const RATIO = 1.1;
const LONG_TASK_MS = 50;

/** Loads `count` points, waits for the full index, zooms to the US; returns the long tasks seen. */
async function prepare(page, count) {
  return page.evaluate(
    async ({ count, longTask }) => {
      const view = benchMap();
      window.view = view;
      const points = count > 0 ? benchPoints(count) : [];
      await nextPaint();
      await workersReady(); // the worker starts with the map
      const tasks = [];
      const observer = new PerformanceObserver((list) =>
        tasks.push(...list.getEntries().map((entry) => entry.duration)),
      );
      observer.observe({ type: "longtask" });
      const start = performance.now();
      await view.setPoints(points);
      // Control (empty map only): an 80 ms task must be seen, or the observer proves nothing.
      if (count === 0) for (const until = performance.now() + 80; performance.now() < until;);
      // The full index follows the quick one in the worker; the markers are redrawn when it lands
      // (the redraw it started is replaced by this refresh, which does the same work).
      if (count > 0) {
        await workerUpgraded();
        await view.markers.refresh();
      } else await new Promise((resolve) => setTimeout(resolve, 100));
      await nextPaint();
      observer.disconnect();
      view.map.setView([38.5, -96], 5, { animate: false });
      await view.markers.refresh();
      await nextPaint();
      return {
        indexMs: performance.now() - start,
        longTasks: tasks.filter((ms) => ms > longTask),
        markers: document.querySelectorAll(".leaflet-marker-icon").length,
      };
    },
    { count, longTask: LONG_TASK_MS },
  );
}

/** Drags the map around with the mouse and returns the animation-frame intervals. */
async function pan(page) {
  await page.evaluate(() => {
    window.moves_ = 0;
    window.view.map.on("dragend", () => window.moves_++);
    window.frames_ = [];
    let last = performance.now();
    const tick = (now) => {
      window.frames_.push(now - last);
      last = now;
      if (window.recording) requestAnimationFrame(tick);
    };
    window.recording = true;
    requestAnimationFrame(tick);
  });
  const moves = [
    [300, 0],
    [0, 200],
    [-300, 0],
    [0, -200],
  ];
  for (let round = 0; round < 1; round++) {
    for (const [dx, dy] of moves) {
      await page.mouse.move(640, 400);
      await page.mouse.down();
      for (let step = 1; step <= 30; step++) {
        await page.mouse.move(640 + (dx * step) / 30, 400 + (dy * step) / 30);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      await page.waitForTimeout(120);
    }
  }
  return page.evaluate(() => {
    window.recording = false;
    return { frames: window.frames_.slice(1), drags: window.moves_ };
  });
}

export async function run(context) {
  const server = await startBenchServer();
  const browser = await launch({ executablePath: context.chromium.executablePath, args: context.chromium.args });
  try {
    const results = {};
    for (const [key, count] of [
      ["empty", 0],
      ["full", COUNT],
    ]) {
      const page = await openBenchPage(browser, server.url);
      const prepared = await prepare(page, count);
      const { frames, drags } = await pan(page);
      if (drags < 4) throw new Error(`only ${drags} of 4 drags moved the map (${key})`);
      results[key] = { ...prepared, p95: percentile(frames, 95), frames: frames.length };
      await page.close();
    }
    const emptyP95 = results.empty.p95;
    const fullP95 = results.full.p95;
    const longTasks = results.full.longTasks;
    if (results.empty.longTasks.length === 0)
      throw new Error("the long-task observer saw no task in the control: the check would prove nothing");
    const figures = {
      "pan frame p95, no units (ms)": emptyP95,
      "pan frame p95, 100,000 units (ms)": fullP95,
      ratio: fullP95 / emptyP95,
      "budget ratio": RATIO,
      "DOM markers in the panned view": results.full.markers,
      "long tasks > 50 ms while indexing": longTasks.length,
      "frames recorded (empty, full)": `${results.empty.frames}, ${results.full.frames}`,
    };
    const problems = [];
    if (fullP95 / emptyP95 > RATIO)
      problems.push(
        `pan p95 ${fullP95.toFixed(1)} ms vs ${emptyP95.toFixed(1)} ms empty = ${(fullP95 / emptyP95).toFixed(2)}×, budget ${RATIO}×`,
      );
    if (longTasks.length > 0)
      problems.push(
        `${longTasks.length} main-thread task(s) over ${LONG_TASK_MS} ms while indexing: ${longTasks.map((ms) => ms.toFixed(0)).join(", ")} ms`,
      );
    if (problems.length > 0) throw new Error(`${problems.join("; ")} (${JSON.stringify(figures)})`);
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
