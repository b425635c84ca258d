// throwaway: CPU profile of / signed in, 4x CPU throttle, self time by source (source-mapped)
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { register } from "tsx/esm/api";
register();
const root = process.cwd();
const { cachedDataDir } = await import("./scripts/seed-hash.mjs");
const { chromiumPath, CHROMIUM_ARGS } = await import("./scripts/chromium-path.mjs");
const { startServer } = await import(path.join(root, "reference-app/server/app.ts"));
const dataDir = cachedDataDir("test");
mkdirSync(dataDir, { recursive: true });
const staticDir = process.env.STATIC_DIR ?? path.join(root, "reference-app/dist");
const server = await startServer({ port: 0, host: "127.0.0.1", dbFile: path.join(dataDir, "vms.sqlite"), staticDir });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.goto(`${server.url}/auth/redirect`);
await page.getByLabel("Username").fill("operator");
await page.getByLabel("Password").fill("demo");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/auth/"));
await page.goto("about:blank");
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(`${server.url}/`);
await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
const { profile } = await cdp.send("Profiler.stop");
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    let m = null;
    try {
      const p = new URL(url).pathname;
      m = new TraceMap(readFileSync(path.join(staticDir, p) + ".map", "utf8"));
    } catch {}
    maps.set(url, m);
  }
  return maps.get(url);
}
const dt = {};
const from = Number(process.env.FROM ?? 0) * 1000, to = Number(process.env.TO ?? 1e9) * 1000;
let now = profile.startTime;
profile.samples.forEach((id, i) => { now += profile.timeDeltas[i] ?? 0; const rel = now - profile.startTime; if (rel >= from && rel <= to) dt[id] = (dt[id] ?? 0) + (profile.timeDeltas[i] ?? 0); });
const bySource = {}, byFn = {};
for (const node of profile.nodes) {
  const t = (dt[node.id] ?? 0) / 1000;
  if (!t) continue;
  const cf = node.callFrame;
  let key = cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, "") : `(${cf.functionName || "program"})`;
  let fn = cf.functionName;
  const m = cf.url && mapFor(cf.url);
  if (m) {
    const pos = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
    if (pos.source) { key = pos.source.replace(/^(\.\.\/)+/, "").replace(/node_modules\//, "nm/"); fn = pos.name || fn; }
  }
  bySource[key] = (bySource[key] ?? 0) + t;
  byFn[`${key} ${fn}@${cf.lineNumber}:${cf.columnNumber}`] = (byFn[`${key} ${fn}@${cf.lineNumber}:${cf.columnNumber}`] ?? 0) + t;
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(8)} ${k}`).join("\n");
console.log("BY SOURCE\n" + top(bySource, 40));
console.log("BY FUNCTION\n" + top(byFn, 30));
await browser.close();
await server.close();
