// The 36-camera mosaic in Chromium against the reference server (in this process, real synthetic
// cameras): `<vms-mosaic>` from the built CDN bundle on a page of another origin, as a partner
// would embed it. Figures over a measuring window once the tiles play:
//   - frames decoded per second over all tiles (getVideoPlaybackQuality deltas), against the
//     source rate of the substreams (6 fps per tile: document docs/api/live-video.md);
//   - main-thread long tasks (PerformanceObserver 'longtask'), against the same page with no
//     mosaic measured in the same run (baseline);
//   - JS heap and DOM nodes at the start and the end of the window (CDP Performance metrics);
//   - server CPU (this process and its ffmpeg children, from /proc) over the window; the server
//     process's resident memory at the start, its peak and the end.
// Issue 21: every tile playing within ALL_PLAYING_TARGET_S of the mosaic's insertion (the issue's
// Done-when checks DONE_WHEN_S on a fresh clone), printed against one tile's first frame measured in
// the same run (a one-camera mosaic inserted first), with where the time went tile by tile
// (mosaic-phases.mjs: start call, admission or bundle wait, WHEP (bundle) answer, ICE, DTLS, first frame).
// A budget check: it fails when every tile is not playing within ALL_PLAYING_BUDGET_S. The budget
// is above the target and the Done-when (both printed): 7.9 s was measured on a quiet 2-core
// machine before the idle feeds' rate (issue 21); after it 6.8 and 7.0 s quiet, and 8.0 s in a
// fresh-clone CI run (one tile 1.3 s there). Run back to back on this machine, main and the next
// stop's code alike gave 9.0–11.3 s (6 alternated runs): the budget keeps a margin above those.
// MOSAIC_BENCH_SECONDS sets the window (default 8); 120 or more is a soak that also compares heap
// (after a forced GC) and DOM nodes one minute in with the end.
// MOSAIC_BENCH_PROFILE=file.cpuprofile writes a CPU profile of the server (this process) from the
// insertion to every tile playing (open it in Chrome DevTools; the top self times are printed).
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "playwright";
import { startReferenceServer } from "../browser/helpers/reference-server.mjs";
import { sampleFor, waitUntil } from "./wait.mjs";
import { performance as nodePerformance } from "node:perf_hooks";
import { PHASES_SCRIPT, readPhases, resetPhases, summarize } from "./mosaic-phases.mjs";
import { Session } from "node:inspector/promises";
import { writeFile } from "node:fs/promises";

export const name = "mosaic of 36 (Chromium)";
export const description =
  "budget: every tile playing within 12 s (Done-when 8 s, target 6 s), against one tile's first frame; where the start-up time went; frames decoded per second, long tasks, heap and DOM nodes, server CPU";
export const budget = true;

/** The target of issue 21 (every tile playing within 6 s of insertion on a 2-core machine). */
export const ALL_PLAYING_TARGET_S = 6;
/** What issue 21's Done-when checks on a fresh clone. */
export const DONE_WHEN_S = 8;
/** The budget: every tile playing within this many seconds of insertion, else the bench fails. */
export const ALL_PLAYING_BUDGET_S = 12;
/** Beyond this the bench stops waiting for the last tiles (and fails). */
const ALL_PLAYING_LIMIT_MS = 30_000;

const WINDOW_S = Number(process.env.MOSAIC_BENCH_SECONDS ?? 8);
/** The runner's time limit: the window and five minutes more (a soak's window is minutes). */
export const timeoutMs = WINDOW_S * 1000 + 300_000;
/** Frames each tile decodes after all play before the window opens (about 3 s at 6 fps). */
const SETTLE_FRAMES = 18;
const SETTLE_LIMIT_MS = 10_000;
const SUB_FPS = 6;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mosaic bench</title>
<style>html,body{margin:0}</style></head><body>
<script>
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: "longtask", buffered: true });
</script>
<script>${PHASES_SCRIPT}</script></body></html>`;

async function startPage(root) {
  const dist = path.join(root, "dist/cdn");
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://x");
    if (pathname === "/") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ""));
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

/**
 * utime+stime (clock ticks) of this process and of its ffmpeg descendants (the camera encoders;
 * Chromium is not counted), read from /proc (no child process: a fork of this process blocked it).
 */
function cpuTicks() {
  const stats = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, "utf8");
      const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
      const fields = text.slice(text.lastIndexOf(") ") + 2).split(" ");
      stats.set(Number(name), { comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of stats)
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let node = 0;
  let encoders = 0;
  for (const pid of tree) {
    const stat = stats.get(pid);
    if (!stat) continue;
    if (pid === process.pid) node += stat.ticks;
    else if (stat.comm === "ffmpeg") encoders += stat.ticks;
  }
  return { node, encoders };
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send("Performance.getMetrics");
  const get = (n) => list.find((m) => m.name === n)?.value ?? 0;
  return { heapMb: get("JSHeapUsedSize") / 1048576, nodes: get("Nodes") };
}

const framesOf = (page) =>
  page.evaluate(() => {
    const host = document.querySelector("vms-mosaic");
    const videos = [...(host?.shadowRoot?.querySelectorAll("video") ?? [])];
    return {
      decoded: videos.reduce((sum, v) => sum + (v.getVideoPlaybackQuality?.().totalVideoFrames ?? 0), 0),
      playing: videos.filter((v) => v.videoWidth > 0 && !v.paused).length,
      tiles: host?.shadowRoot?.querySelectorAll("[part=tile]").length ?? 0,
    };
  });

/** Heap and DOM nodes after a forced garbage collection (the soak's samples compare live memory). */
async function settledMetrics(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  return metrics(cdp);
}

/**
 * One tile's first frame: a mosaic of one live unit (operator's last, a few cameras), insertion →
 * its first tile playing, then removed. The same measure as the 36 tiles' below.
 */
async function oneTileFirstFrame(page, reference) {
  const unitId = await page.evaluate(
    async ({ url, token }) => {
      const answer = await fetch(`${url}/api/vms/live_units`, { headers: { Authorization: `Bearer ${token}` } });
      const units = answer.ok ? (await answer.json()).data : [];
      return units.at(-1)?.id ?? null;
    },
    { url: reference.url, token: reference.tokens.operator },
  );
  if (unitId === null) return "no unit";
  const seconds = await page.evaluate(async (id) => {
    const mosaic = document.createElement("vms-mosaic");
    mosaic.setAttribute("live-unit-id", String(id));
    const inserted = performance.now();
    document.body.append(mosaic);
    try {
      while (performance.now() - inserted < 30_000) {
        const videos = [...(mosaic.shadowRoot?.querySelectorAll("video") ?? [])];
        if (videos.some((v) => v.videoWidth > 0 && !v.paused)) return (performance.now() - inserted) / 1000;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    } finally {
      mosaic.remove();
    }
  }, unitId);
  return seconds === null ? "no frame in 30 s" : Math.round(seconds * 100) / 100;
}

/** Profiles this process (the reference server) until `stop(file)`, which writes it and prints the top self times. */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
  return {
    async stop(file) {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      await writeFile(file, JSON.stringify(profile));
      const self = new Map();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const deltas = profile.timeDeltas;
      profile.samples.forEach((id, i) => {
        const { functionName, url, lineNumber } = byId.get(id).callFrame;
        const where = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
        self.set(where, (self.get(where) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
      });
      const total = [...self.values()].reduce((a, b) => a + b, 0);
      console.log(`    CPU profile of the start-up (${Math.round(total)} ms sampled) in ${file}; top self times:`);
      for (const [where, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`      ${String(Math.round(ms)).padStart(6)} ms  ${where}`);
    },
  };
}

/** The long tasks of a window of `seconds`, sampled until its deadline. */
async function longTasksOver(page, seconds) {
  await page.evaluate(() => (window.__longTasks = []));
  await sampleFor(seconds * 1000, () => page.evaluate(() => window.__longTasks.length));
  return page.evaluate(() => window.__longTasks.slice());
}

const summary = (tasks) => ({
  count: tasks.length,
  max: tasks.length ? Math.round(Math.max(...tasks)) : 0,
  total: Math.round(tasks.reduce((a, b) => a + b, 0)),
});

export async function run({ root, chromium: launchOptions }) {
  const { origin, server } = await startPage(root);
  const reference = await startReferenceServer({ allowedOrigins: [origin] });
  const browser = await chromium.launch({
    executablePath: launchOptions.executablePath,
    args: [...launchOptions.args, "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(`${origin}/`);
    await page.evaluate(
      async ({ apiBaseUrl, token }) => {
        const library = await import("/vms-widgets.js");
        library.configure({ apiBaseUrl, token });
      },
      { apiBaseUrl: reference.url, token: reference.tokens.operator },
    );
    // Baseline: the same page, library loaded, no mosaic.
    const idle = summary(await longTasksOver(page, Math.min(5, WINDOW_S)));
    const oneTileS = await oneTileFirstFrame(page, reference);

    await resetPhases(page);
    const profiler = process.env.MOSAIC_BENCH_PROFILE ? await startProfile() : null;
    const startCpuBurst = cpuTicks();
    const elu = nodePerformance.eventLoopUtilization();
    // The server's memory (this process: the bench drives it in-process), sampled to the window's end.
    const rss = { start: process.memoryUsage.rss(), peak: 0 };
    const rssSampler = setInterval(() => (rss.peak = Math.max(rss.peak, process.memoryUsage.rss())), 250);
    const inserted = Date.now();
    await page.evaluate(() => {
      window.__phaseZero = performance.now();
      const mosaic = document.createElement("vms-mosaic");
      mosaic.setAttribute("mosaic-id", "1");
      document.body.append(mosaic);
    });
    let state = await framesOf(page);
    const deadline = Date.now() + ALL_PLAYING_LIMIT_MS;
    // When the first tile, half the tiles and three quarters of them played (steadiness of the starts).
    const reached = { first: null, half: null, threeQuarters: null };
    const note = () => {
      const at = Math.round((Date.now() - inserted) / 100) / 10;
      if (state.tiles === 0) return;
      if (reached.first === null && state.playing >= 1) reached.first = at;
      if (reached.half === null && state.playing >= state.tiles / 2) reached.half = at;
      if (reached.threeQuarters === null && state.playing >= (state.tiles * 3) / 4) reached.threeQuarters = at;
    };
    while ((state.tiles === 0 || state.playing < state.tiles) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      state = await framesOf(page);
      note();
    }
    const allPlayingS = (Date.now() - inserted) / 1000;
    const burstCpu = cpuTicks();
    const burstElu = nodePerformance.eventLoopUtilization(elu);
    if (profiler) await profiler.stop(process.env.MOSAIC_BENCH_PROFILE);
    const phases = summarize(await readPhases(page));
    // Settle: the start-up burst is over once the playing tiles decoded SETTLE_FRAMES more frames each
    // (on a machine too busy for that within SETTLE_LIMIT_MS the window opens anyway, and says so).
    const settleFrom = Date.now();
    const settledAt = state.decoded + state.playing * SETTLE_FRAMES;
    const settled = await waitUntil(async () => (await framesOf(page)).decoded >= settledAt, {
      timeout: SETTLE_LIMIT_MS,
      step: 200,
    }).then(
      () => Math.round((Date.now() - settleFrom) / 100) / 10,
      () => `not within ${SETTLE_LIMIT_MS / 1000} s`,
    );
    const startFrames = await framesOf(page);
    const startMetrics = await metrics(cdp);
    const startCpu = cpuTicks();
    const startAt = Date.now();
    // A window of two minutes or more is a soak: heap (after a forced GC) and DOM nodes one minute
    // in, against the end (issue 10: ≤ 1.2× after 5 minutes).
    const soak = WINDOW_S >= 120;
    const firstMinute = soak ? await longTasksOver(page, 60) : [];
    const minuteMetrics = soak ? await settledMetrics(cdp) : null;
    const tasks = summary([...firstMinute, ...(await longTasksOver(page, WINDOW_S - (soak ? 60 : 0)))]);
    const elapsed = (Date.now() - startAt) / 1000;
    const endCpu = cpuTicks();
    clearInterval(rssSampler);
    const endRss = process.memoryUsage.rss();
    const endFrames = await framesOf(page);
    const endMetrics = soak ? await settledMetrics(cdp) : await metrics(cdp);
    const hz = 100; // USER_HZ
    const cores = (ticks) => Math.round((ticks / hz / elapsed) * 100);
    const allPlaying = state.playing >= state.tiles ? Math.round(allPlayingS * 10) / 10 : null;
    const figures = {
      "one tile's first frame (s)": oneTileS,
      "all tiles playing after (s)": allPlaying ?? "not all",
      "all tiles playing: budget / Done-when / target (s)": `${ALL_PLAYING_BUDGET_S} / ${DONE_WHEN_S} / ${ALL_PLAYING_TARGET_S}`,
      "all tiles playing / one tile's first frame":
        typeof oneTileS === "number" && allPlaying !== null ? Math.round((allPlaying / oneTileS) * 10) / 10 : "–",
      tiles: endFrames.tiles,
      "tiles playing": endFrames.playing,
      "first / half / ¾ of the tiles playing after (s)": `${reached.first} / ${reached.half} / ${reached.threeQuarters}`,
      "settled before the window after (s)": settled,
      "frames decoded per second (all tiles)": Math.round((endFrames.decoded - startFrames.decoded) / elapsed),
      "source rate (tiles × 6 fps)": endFrames.tiles * SUB_FPS,
      "long tasks in window (count / max ms / total ms)": `${tasks.count} / ${tasks.max} / ${tasks.total}`,
      "baseline, no mosaic (count / max ms / total ms)": `${idle.count} / ${idle.max} / ${idle.total}`,
      "JS heap start → end (MB)": `${startMetrics.heapMb.toFixed(1)} → ${endMetrics.heapMb.toFixed(1)}`,
      "DOM nodes start → end": `${startMetrics.nodes} → ${endMetrics.nodes}`,
      ...(minuteMetrics && {
        "soak: JS heap after 1 min → end (MB, after GC)": `${minuteMetrics.heapMb.toFixed(1)} → ${endMetrics.heapMb.toFixed(1)} (${(endMetrics.heapMb / minuteMetrics.heapMb).toFixed(2)}×)`,
        "soak: DOM nodes after 1 min → end": `${minuteMetrics.nodes} → ${endMetrics.nodes} (${(endMetrics.nodes / minuteMetrics.nodes).toFixed(2)}×)`,
      }),
      "server RSS start → peak → end (MB)": [rss.start, Math.max(rss.peak, endRss), endRss]
        .map((bytes) => Math.round(bytes / 2 ** 20))
        .join(" → "),
      "server CPU, node (% of a core)": cores(endCpu.node - startCpu.node),
      "server CPU, encoders (% of a core)": cores(endCpu.encoders - startCpu.encoders),
      "window (s)": Math.round(elapsed),
      ...phases,
      "start-up: server event loop busy (%)": Math.round(burstElu.utilization * 100),
      "start-up: server CPU node / encoders (% of a core)": `${Math.round(((burstCpu.node - startCpuBurst.node) / 100 / allPlayingS) * 100)} / ${Math.round(((burstCpu.encoders - startCpuBurst.encoders) / 100 / allPlayingS) * 100)}`,
    };
    if (allPlaying === null || allPlaying > ALL_PLAYING_BUDGET_S) {
      for (const [key, value] of Object.entries(figures)) console.log(`    ${key.padEnd(36)} ${JSON.stringify(value)}`);
      throw new Error(
        `every tile playing after ${allPlaying === null ? `more than ${ALL_PLAYING_LIMIT_MS / 1000} s (${endFrames.playing} of ${endFrames.tiles})` : `${allPlaying} s`}; budget ${ALL_PLAYING_BUDGET_S} s (one tile's first frame ${oneTileS} s in the same run)`,
      );
    }
    return figures;
  } finally {
    await browser.close();
    await reference.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
