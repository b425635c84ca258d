/* global benchMap, benchPoints, nextPaint, workersReady, L -- defined in the bench page (page.mjs) */
// Shared by the add→paint benchmarks: each measurement in a fresh page; the clock runs from adding
// the points to the second animation frame after the markers are in the DOM (painted).

async function ours(page, count) {
  return page.evaluate(async (count) => {
    const view = benchMap();
    const points = benchPoints(count);
    await nextPaint();
    await workersReady(); // the worker starts with the map
    await nextPaint();
    const start = performance.now();
    await view.setPoints(points);
    await nextPaint();
    const ms = performance.now() - start;
    return { ms, dom: document.querySelectorAll(".leaflet-marker-icon").length };
  }, count);
}

async function markercluster(page, count) {
  return page.evaluate(async (count) => {
    const view = benchMap();
    const points = benchPoints(count);
    await nextPaint();
    const start = performance.now();
    const group = L.markerClusterGroup();
    group.addLayers(points.map((point) => L.marker([point.lat, point.lng])));
    view.map.addLayer(group);
    await nextPaint();
    const ms = performance.now() - start;
    return { ms, dom: document.querySelectorAll(".leaflet-marker-icon").length };
  }, count);
}

/**
 * The baseline, stopped once it has run `limit` ms (then only a lower bound is known, which is
 * enough to decide the budget: 100,000 markers take markercluster about a minute here).
 */
async function boundedBaseline(browser, url, openBenchPage, count, limit) {
  const page = await openBenchPage(browser, url);
  let timer;
  const stopped = new Promise((resolve) => {
    if (Number.isFinite(limit)) timer = setTimeout(() => resolve({ ms: limit, stopped: true }), limit);
  });
  const result = await Promise.race([markercluster(page, count).catch(() => ({ ms: limit, stopped: true })), stopped]);
  clearTimeout(timer);
  await page.close({ runBeforeUnload: false }).catch(() => undefined);
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureRender(
  context,
  { count, ratio, repeats, launch, openBenchPage, startBenchServer, baselineLimit = Infinity },
) {
  const server = await startBenchServer();
  const browser = await launch({ executablePath: context.chromium.executablePath, args: context.chromium.args });
  try {
    const samples = { ours: [], baseline: [] };
    let dom = 0;
    let stopped = false;
    for (let i = 0; i < repeats; i++) {
      const page = await openBenchPage(browser, server.url);
      const result = await ours(page, count);
      samples.ours.push(result.ms);
      dom = result.dom;
      await page.close();
      // Unbounded unless a limit is given; never below what decides the budget.
      const limit = Number.isFinite(baselineLimit) ? Math.max(baselineLimit, (1.2 * result.ms) / ratio) : Infinity;
      const baseline = await boundedBaseline(browser, server.url, openBenchPage, count, limit);
      samples.baseline.push(baseline.ms);
      stopped ||= Boolean(baseline.stopped);
    }
    const oursMs = median(samples.ours);
    const baselineMs = median(samples.baseline);
    const bound = stopped ? " (stopped there: at least)" : "";
    const figures = {
      "vms-unit-map add→paint (ms)": oursMs,
      [`markercluster add→paint (ms)${bound}`]: baselineMs,
      [`ratio${stopped ? " (at most)" : ""}`]: oursMs / baselineMs,
      "budget ratio": ratio,
      "DOM markers after paint": dom,
    };
    if (oursMs / baselineMs > ratio) {
      throw new Error(
        `add→paint of ${count} units: ${oursMs.toFixed(0)} ms vs markercluster ${baselineMs.toFixed(0)} ms = ${(oursMs / baselineMs).toFixed(3)}×, budget ${ratio}×`,
      );
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
