// A static page server for the map benchmarks: the bench bundle, Leaflet's and markercluster's
// files from node_modules, the map CSS, and synthetic points. Launches headless Chromium.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium-path.mjs";
import { buildBenchScript, root } from "./build.mjs";

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>map bench</title>
<link rel="stylesheet" href="/node_modules/leaflet/dist/leaflet.css">
<link rel="stylesheet" href="/node_modules/leaflet.markercluster/dist/MarkerCluster.css">
<link rel="stylesheet" href="/node_modules/leaflet.markercluster/dist/MarkerCluster.Default.css">
<link rel="stylesheet" href="/widgets/unit-map/unit-map.css">
<style>html,body{margin:0}#map{position:relative;width:1280px;height:800px}</style></head>
<body><div id="map" class="vms-unit-map__canvas"></div>
<script src="/bench.js"></script>
<script src="/node_modules/leaflet.markercluster/dist/leaflet.markercluster.js"></script>
</body></html>`;

const TYPES = { ".js": "text/javascript", ".css": "text/css", ".html": "text/html" };

/** Serves the page; returns its URL and a close function. */
export async function startBenchServer() {
  const script = await buildBenchScript();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    try {
      if (url.pathname === "/") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      if (url.pathname === "/bench.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(script);
      if (url.pathname.startsWith("/node_modules/") || url.pathname.startsWith("/widgets/unit-map/")) {
        const file = path.join(root, path.normalize(url.pathname));
        const body = await readFile(file);
        return res
          .writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" })
          .end(body);
      }
      res.writeHead(404).end();
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

export async function launch(options = { executablePath: chromiumPath(), args: CHROMIUM_ARGS }) {
  return chromium.launch(options);
}

/** A fresh page of the bench server, with the helpers loaded. */
export async function openBenchPage(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
  await page.goto(url);
  await page.addScriptTag({ content: pageHelpers });
  return page;
}

/**
 * In the page: `count` synthetic points (deterministic), clustered around US cities like a fleet,
 * as the map's MapPoint objects. Tiles are pointed at an unreachable URL (as offline here).
 */
export const pageHelpers = `
window.benchPoints = (count) => {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const cities = [[40.7,-74],[34.05,-118.2],[41.9,-87.6],[29.8,-95.4],[33.4,-112],[39.95,-75.2],[29.4,-98.5],[32.7,-117.2],[32.8,-96.8],[37.3,-121.9],[30.3,-97.7],[39.7,-105],[47.6,-122.3],[25.8,-80.2],[33.75,-84.4],[42.36,-71.06],[45.5,-122.7],[36.2,-115.1],[44.98,-93.27],[35.2,-80.8]];
  const kinds = ["live", "live", "live", "deactivated", "cabinet"];
  const points = new Array(count);
  for (let i = 0; i < count; i++) {
    const [lat, lng] = random() < 0.8 ? cities[i % cities.length] : [25 + random() * 23, -124 + random() * 57];
    const spread = random() < 0.8 ? 1.5 : 0.01;
    const kind = kinds[i % kinds.length];
    const p = { key: (kind === "cabinet" ? "archive_cabinet:" : "live_unit:") + i, kind, lat: lat + (random() - 0.5) * spread, lng: lng + (random() - 0.5) * spread, name: "Unit " + i, members: [] };
    p.members.push({ id: i + 1, name: p.name, clientName: null, locationName: null });
    points[i] = p;
  }
  return points;
};
window.benchTiles = { roadmap: "http://127.0.0.1:9/{z}/{x}/{y}.png", satellite: "http://127.0.0.1:9/{z}/{x}/{y}.png" };
window.benchMap = (options = {}) => vmsBench.createMapView(document.getElementById("map"), { onSelect: () => {}, tileUrls: benchTiles, ...options });
// Every worker the page starts, and the types of the messages it sent (the cluster worker's
// "upgraded" says its full index replaced the quick one).
window.benchWorkers = [];
if (window.Worker) {
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.messages = [];
      // The basemap's worker answers no request ids: it sends its layers, then "done" (or "error").
      this.basemap = false;
      this.addEventListener("message", (event) => {
        this.messages.push(event.data?.type);
        if (event.data && !("id" in event.data)) this.basemap = true;
      });
      window.benchWorkers.push(this);
    }
  };
}
// Resolves when every started cluster worker has booted (and warmed up): it answers a query sent
// now (an id the map's client ignores; with no index loaded the answer is an error). The basemap's
// worker never answers one: it counts as ready once it has spoken (its layers or its error).
window.workersReady = () =>
  Promise.all(
    window.benchWorkers.map(
      (worker) =>
        new Promise((resolve) => {
          if (worker.basemap) return resolve();
          const answered = (event) => {
            if (event.data?.id !== -1 && !worker.basemap) return;
            worker.removeEventListener("message", answered);
            resolve();
          };
          worker.addEventListener("message", answered);
          worker.postMessage({ id: -1, type: "query", bbox: [-180, -85, 180, 85], zoom: 0 });
        }),
    ),
  );
// Resolves when a worker said "upgraded" (polled each animation frame; rejects after timeout ms).
window.workerUpgraded = (timeout = 30000) =>
  new Promise((resolve, reject) => {
    const until = performance.now() + timeout;
    const check = () => {
      if (window.benchWorkers.some((worker) => worker.messages.includes("upgraded"))) resolve();
      else if (performance.now() > until) reject(new Error("no worker upgraded its index"));
      else requestAnimationFrame(check);
    };
    check();
  });
// After the next paint: the frame that draws the change, then the task after it.
window.nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
`;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
