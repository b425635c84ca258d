// Issue 9's history figures, in Chromium against the reference server (in this process, real
// synthetic cameras and images), `<vms-history-timeline>` from the built CDN bundle on a page of
// another origin as a partner embeds it:
//   - first thumbnail painted (decoded) after navigation, for units with 3 cameras (target ≤ 1.0 s),
//     against the raw API time of the same calls measured in the same run (nav_meta →
//     camera_metadata → presets_images → the first thumbnail decoded, one after the other, as the
//     widget makes them); the server's image cache is warmed once for both;
//   - presets_images calls per hour shown (target: one batched call);
//   - frame p95 (requestAnimationFrame intervals) while the timeline is dragged with the mouse,
//     against the same page idle (target ≤ 1.2×).
// Not a budget check: on the shared 2-core machine the paint time and frame p95 move with the
// load. HISTORY_BENCH_UNITS sets how many units (default 3).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "playwright";
import { startReferenceServer } from "../browser/helpers/reference-server.mjs";
import { networkQuiet } from "./wait.mjs";

export const name = "history of a 3-camera unit (Chromium)";
export const description = "first thumbnail after navigation vs raw API, image calls per hour, drag frame p95 vs idle";

const UNITS = Number(process.env.HISTORY_BENCH_UNITS ?? 3);
const HOUR = 3_600_000;

const page = (config) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>history bench</title>
<style>html,body{margin:0}</style></head><body>
<script>
  window.__firstThumb = null;
  (function watch() {
    const host = document.querySelector("vms-history-timeline");
    const imgs = [...(host?.shadowRoot?.querySelectorAll("[part=thumbnail] img") ?? [])];
    if (imgs.some((img) => img.complete && img.naturalWidth > 0)) window.__firstThumb = performance.now();
    else requestAnimationFrame(watch);
  })();
</script>
<script type="module">
  const config = ${JSON.stringify(config).replace(/</g, "\\u003c")};
  if (config.unitId) {
    const library = await import("/vms-widgets.js");
    library.configure({ apiBaseUrl: config.apiBaseUrl, token: config.token });
    const el = document.createElement("vms-history-timeline");
    el.setAttribute("live-unit-id", String(config.unitId));
    document.body.append(el);
  }
</script></body></html>`;

async function startPage(root, configFor) {
  const dist = path.join(root, "dist/cdn");
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/")
      return res.writeHead(200, { "content-type": "text/html" }).end(page(configFor(url.searchParams)));
    const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ""));
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${server.address().port}`, server };
}

const api = async (base, token, method, pathName, body) => {
  const response = await fetch(`${base}${pathName}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status}`);
  return (await response.json()).data;
};

/** Active live units of the operator with 3 cameras, found through the search API. */
async function unitsWithThreeCameras(base, token, count) {
  const params = new URLSearchParams({ q: "*", offset: "0", limit: "200" });
  params.append("filter[indices][]", "live_units");
  const found = await api(base, token, "GET", `/api/vms/search?${params}`);
  const units = [];
  for (const hit of found.results) {
    const s = hit._source;
    if (!s.date_activated || Date.parse(s.date_activated) > Date.now() - 90 * 86_400_000 || s.date_deactivated)
      continue;
    const meta = await api(base, token, "GET", `/api/archive/live_units/${s.id}/nav_meta`);
    if (meta.cameraIds.length === 3) units.push(s.id);
    if (units.length === count) break;
  }
  return units;
}

/** The widget's calls, made raw in a page of the same origin one after the other; ms until the first thumbnail decodes. */
function rawCalls(pageHandle, apiBaseUrl, token, unitId) {
  return pageHandle.evaluate(
    async ({ apiBaseUrl, token, unitId, HOUR }) => {
      const headers = { Authorization: `Bearer ${token}`, "content-type": "application/json" };
      const get = async (p, body) =>
        (
          await (
            await fetch(`${apiBaseUrl}${p}`, { method: body ? "POST" : "GET", headers, body: JSON.stringify(body) })
          ).json()
        ).data;
      const t0 = performance.now();
      const meta = await get(`/api/archive/live_units/${unitId}/nav_meta`);
      const items = await get("/api/archive/camera_metadata", { cameraIds: meta.cameraIds, archiveCabinetIds: [] });
      const presetIds = items.flatMap((i) => i.presets.map((p) => p.id));
      const start = Math.floor((Date.now() - HOUR) / HOUR) * HOUR;
      const images = await get("/api/archive/presets_images", {
        start: new Date(start).toISOString(),
        end: new Date(start + 2 * HOUR).toISOString(),
        presetIds,
      });
      const first = images.at(-1);
      const img = new Image();
      img.src = new URL(first.thumbUrl, apiBaseUrl).href;
      await img.decode();
      return performance.now() - t0;
    },
    { apiBaseUrl, token, unitId, HOUR },
  );
}

/** requestAnimationFrame intervals over `ms`, p95. */
function frameP95(pageHandle, ms) {
  return pageHandle.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const gaps = [];
        let last = performance.now();
        const end = last + ms;
        const step = (t) => {
          gaps.push(t - last);
          last = t;
          if (t < end) requestAnimationFrame(step);
          else {
            gaps.sort((a, b) => a - b);
            resolve(gaps[Math.floor(gaps.length * 0.95)] ?? 0);
          }
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ root, chromium: launchOptions }) {
  let reference;
  const configFor = (params) => ({
    apiBaseUrl: reference?.url,
    token: params.get("token"),
    unitId: params.get("unit") ? Number(params.get("unit")) : null,
  });
  const { origin, server } = await startPage(root, configFor);
  reference = await startReferenceServer({ allowedOrigins: [origin] });
  const browser = await chromium.launch({ executablePath: launchOptions.executablePath, args: launchOptions.args });
  try {
    const token = reference.tokens.operator;
    const units = await unitsWithThreeCameras(reference.url, token, UNITS);
    if (units.length === 0) throw new Error("no active 3-camera unit of the operator found");
    const widgetMs = [];
    const rawMs = [];
    const callsPerView = [];
    const dragRatios = [];
    const phases = [];
    for (const unitId of units) {
      // Warm the server's image cache once (the same images for both measurements).
      const warm = await browser.newPage();
      await warm.goto(`${origin}/`);
      await rawCalls(warm, reference.url, token, unitId);
      await warm.close();

      const rawContext = await browser.newContext();
      const rawPage = await rawContext.newPage();
      await rawPage.goto(`${origin}/`);
      rawMs.push(await rawCalls(rawPage, reference.url, token, unitId));
      await rawContext.close();

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const widgetPage = await context.newPage();
      widgetPage.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
      let imageCalls = 0;
      widgetPage.on("request", (request) => {
        if (request.url().includes("/api/archive/presets_images")) imageCalls += 1;
      });
      await widgetPage.goto(`${origin}/?unit=${unitId}&token=${encodeURIComponent(token)}`);
      await widgetPage.waitForFunction(() => window.__firstThumb !== null, null, { timeout: 30_000 });
      widgetMs.push(await widgetPage.evaluate(() => window.__firstThumb));
      // Where the time goes: the library loaded, the image call asked and answered (ms after navigation).
      phases.push(
        await widgetPage.evaluate(() => {
          const entries = performance.getEntriesByType("resource");
          const at = (part, key) => entries.find((e) => e.name.includes(part))?.[key] ?? Number.NaN;
          return {
            library: at("/vms-widgets.js", "responseEnd"),
            navMeta: at("/nav_meta", "responseEnd"),
            asked: at("/presets_images", "startTime"),
            answered: at("/presets_images", "responseEnd"),
          };
        }),
      );
      await networkQuiet(widgetPage); // later calls of the same view, if any
      callsPerView.push(imageCalls);

      // Drag the timeline back and forth with the mouse, against the same page idle.
      const idle = await frameP95(widgetPage, 2000);
      const track = await widgetPage.evaluateHandle(() =>
        document.querySelector("vms-history-timeline").shadowRoot.querySelector("[part=timeline]"),
      );
      const box = await track.asElement().boundingBox();
      const y = box.y + box.height / 2;
      const x0 = box.x + box.width / 2;
      await widgetPage.mouse.move(x0, y);
      await widgetPage.mouse.down();
      const measuring = frameP95(widgetPage, 2000);
      const until = Date.now() + 2000;
      for (let i = 0; Date.now() < until; i++) {
        await widgetPage.mouse.move(x0 + 120 * Math.sin(i / 8), y);
        await widgetPage.waitForTimeout(16);
      }
      const dragging = await measuring;
      await widgetPage.mouse.up();
      dragRatios.push({ idle, dragging });
      await context.close();
    }
    const idleP95 = median(dragRatios.map((r) => r.idle));
    const dragP95 = median(dragRatios.map((r) => r.dragging));
    const round = (n) => Math.round(n);
    return {
      "units (3 cameras each)": units.length,
      "first thumbnail after navigation, median (ms)": round(median(widgetMs)),
      "first thumbnail, each (ms)": widgetMs.map(round).join(" / "),
      "baseline: raw API calls + thumbnail decode, median (ms)": round(median(rawMs)),
      "baseline, each (ms)": rawMs.map(round).join(" / "),
      "target first thumbnail (ms)": 1000,
      "of which: library loaded / nav_meta answered / images asked / answered, median (ms)": [
        "library",
        "navMeta",
        "asked",
        "answered",
      ]
        .map((key) => round(median(phases.map((p) => p[key]))))
        .join(" / "),
      "presets_images calls per hour shown": callsPerView.join(" / "),
      "frame p95 idle, median (ms)": Math.round(idleP95 * 10) / 10,
      "frame p95 dragging, median (ms)": Math.round(dragP95 * 10) / 10,
      "drag / idle (target ≤ 1.2)": Math.round((dragP95 / idleP95) * 100) / 100,
    };
  } finally {
    await browser.close();
    await reference.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
